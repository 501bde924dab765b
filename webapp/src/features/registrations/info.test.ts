import { describe, expect, it } from 'vitest';
import { showsTournamentInfo, tournamentCounts } from './info';

const entry = (clubId: number, ...disciplines: number[][]) => ({
  club: { id: clubId },
  categories: disciplines.map((ids) => ({ disciplines: ids })),
});

describe('tournament counts', () => {
  it('count clubs with a competitor or a team once, and every entry', () => {
    const competitors = [entry(1, [1, 2], [3]), entry(1, [1]), entry(2, [2])];
    const teams = [entry(3, [4]), entry(1, [4], [5])];
    expect(tournamentCounts(competitors, teams)).toEqual({
      clubs: 3,
      competitors: 3,
      teams: 2,
      disciplines: 5,
      teamDisciplines: 3,
    });
  });

  it('are zero without registrations', () => {
    expect(tournamentCounts([], [])).toEqual({ clubs: 0, competitors: 0, teams: 0, disciplines: 0, teamDisciplines: 0 });
  });
});

describe('the tournament info panel', () => {
  it.each([
    [true, 'default', true],
    [true, 'wff', true],
    [false, 'default', true],
    [false, 'wff', false],
  ] as const)('admin %s in the %s variant: shown %s', (isAdmin, variant, shown) => {
    expect(showsTournamentInfo(isAdmin, variant)).toBe(shown);
  });
});
