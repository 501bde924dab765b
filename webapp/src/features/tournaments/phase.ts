/** Where a tournament stands for clubs (the club's tournaments page), kept apart from `rules.ts` so that the time-zone arithmetic loads with that page only. */
import { momentIn } from '@/lib/time-zones';

export type TournamentPhase = 'open' | 'upcoming' | 'past';

/**
 * Where a tournament stands for clubs: applications open now, opening later (start ahead), or
 * over. `startDate` is the federation's wall time (`timeZone`), whatever the user's clock.
 */
export function tournamentPhase(
  { isActive, startDate }: { isActive: boolean; startDate: string },
  now: Date,
  timeZone: string,
): TournamentPhase {
  if (isActive) return 'open';
  const start = momentIn(startDate, timeZone);
  return start && start > now ? 'upcoming' : 'past';
}
