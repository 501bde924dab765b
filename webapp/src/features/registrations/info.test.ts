import { describe, expect, it } from 'vitest';
import { tournamentCounts } from './info';

describe('tournament counts', () => {
  it('take clubs, competitors, teams and their entries from the tournament', () => {
    const tournament = {
      clubsCount: 3,
      competitorsCount: 6,
      teamsCount: 2,
      competitorEntriesCount: 9,
      teamEntriesCount: 3,
    };
    expect(tournamentCounts(tournament)).toEqual({
      clubs: 3,
      competitors: 6,
      teams: 2,
      disciplines: 9,
      teamDisciplines: 3,
    });
  });
});
