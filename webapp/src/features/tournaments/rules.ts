/** Tournament states as the admin screens use them (decisions §4), as pure functions. */

interface TournamentState {
  isActive: boolean;
  isArchived: boolean;
}

/** Archiving is offered only for a tournament that is neither archived nor active. */
export const canArchiveTournament = ({ isActive, isArchived }: TournamentState): boolean => !isArchived && !isActive;

/** The admin menu's toggle: close applications while they are open, open them otherwise. */
export const applicationsToggleOf = ({ registrationOpen }: { registrationOpen: boolean }): 'open' | 'close' =>
  registrationOpen ? 'close' : 'open';

export type TournamentPhase = 'open' | 'upcoming' | 'past';

/** Where a tournament stands for clubs: applications open now, opening later (start ahead), or over. */
export function tournamentPhase(
  { isActive, startDate }: { isActive: boolean; startDate: string },
  now: Date,
): TournamentPhase {
  if (isActive) return 'open';
  return new Date(startDate) > now ? 'upcoming' : 'past';
}
