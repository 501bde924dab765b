import type { TFunction } from 'i18next';
import type { Variant } from '@/api/types';

/** What a kind's table, form and bodies depend on. */
export interface KindContext {
  variant: Variant;
  /** Certificate fields (coaches and referees) exist in the WFF variant only (docs/product.md, Variants). */
  withCertificates: boolean;
  isAdmin: boolean;
  /** The member form's "no pay": admins, and clubs unless the settings reserve it (canSetNoPay). */
  maySetNoPay: boolean;
  t: TFunction;
}
