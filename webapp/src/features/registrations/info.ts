/** The tournament info panel's counts as a pure function. */
import type { Tournament } from '@/api/types';

/** The tournament's own counts (`GET /api/tournament/{id}`): every club's registrations. */
type Counted = Pick<
  Tournament,
  'clubsCount' | 'competitorsCount' | 'teamsCount' | 'competitorEntriesCount' | 'teamEntriesCount'
>;

export interface TournamentCounts {
  clubs: number;
  competitors: number;
  teams: number;
  /** (category, discipline) entries of the competitors and of the teams. */
  disciplines: number;
  teamDisciplines: number;
}

/** Clubs with a competitor or team, competitors, teams and their entries: the tournament's counts. */
export const tournamentCounts = (tournament: Counted): TournamentCounts => ({
  clubs: tournament.clubsCount,
  competitors: tournament.competitorsCount,
  teams: tournament.teamsCount,
  disciplines: tournament.competitorEntriesCount,
  teamDisciplines: tournament.teamEntriesCount,
});
