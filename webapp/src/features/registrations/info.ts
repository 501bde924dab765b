/** The tournament info panel's rules (decisions §1) and counts as pure functions. */
import type { Variant } from '@/api/types';
import { feeCounts, type FeeCounts } from '@/features/fees/fee';

/** Admins always see the tournament info panel; others in the default variant, never in wff. */
export const showsTournamentInfo = (isAdmin: boolean, variant: Variant): boolean => isAdmin || variant !== 'wff';

interface Registered {
  club: { id: number };
  categories: readonly { disciplines: readonly unknown[] }[];
}

export interface TournamentCounts extends FeeCounts {
  clubs: number;
  teams: number;
}

/** Clubs with a competitor or team, competitors, teams and their (category, discipline) entries. */
export const tournamentCounts = (
  competitors: readonly Registered[],
  teams: readonly Registered[],
): TournamentCounts => ({
  ...feeCounts(competitors, teams),
  clubs: new Set([...competitors, ...teams].map((registration) => registration.club.id)).size,
  teams: teams.length,
});
