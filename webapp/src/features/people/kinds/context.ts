import type { TFunction } from 'i18next';
import type { Variant } from '@/api/types';

/** What a kind's table, form and bodies depend on. */
export interface KindContext {
  variant: Variant;
  /** Certificate fields (coaches and referees) exist in the WFF variant only (docs/product.md, Variants). */
  withCertificates: boolean;
  isAdmin: boolean;
  /** The member form's "no pay", as the server answers (getClubCapabilities' setNoPay). */
  maySetNoPay: boolean;
  /** The member form's "always pays", as the server answers (getClubCapabilities' setAlwaysPays). */
  maySetAlwaysPays: boolean;
  t: TFunction;
}
