/** Who sees which every-club panel of the tournament page (docs/product.md, Variants), as pure functions. */
import type { Variant } from '@/api/types';

/** Admins always see the tournament info panel; others in the default variant, never in wff. */
export const showsTournamentInfo = (isAdmin: boolean, variant: Variant): boolean => isAdmin || variant !== 'wff';

/** The discipline overview: admins always; others in the wff variant, or when the setting showDisciplines is on. */
export const overviewVisible = (isAdmin: boolean, variant: Variant, showDisciplines: boolean | undefined): boolean =>
  isAdmin || variant === 'wff' || showDisciplines === true;
