import { describe, expect, it } from 'vitest';
import {
  canChangeRegistrations,
  choiceError,
  choicesOf,
  isAfterEnd,
  keepOffered,
  mostTeamMembers,
  teamCandidates,
  teamError,
  teamRange,
} from './rules';
import { link } from './test-links';

const links = [
  link(1, 'Kata', null, [
    [1, 'Seniors'],
    [2, 'Cadets'],
  ]),
  link(2, 'Kumite men', '1', [[1, 'Seniors']]),
  link(3, 'Kumite women', '2', [
    [1, 'Seniors'],
    [2, 'Cadets'],
  ]),
  link(4, 'Old', null, [[1, 'Seniors']], { isArchived: true }),
];

describe('category choices', () => {
  it('need a category and a discipline in each', () => {
    expect(choiceError([])).toBe('selectCategory');
    expect(
      choiceError([
        { id: 1, disciplines: [1] },
        { id: 2, disciplines: [] },
      ]),
    ).toBe('atLeastOneDiscipline');
    expect(choiceError([{ id: 1, disciplines: [1] }])).toBeNull();
  });

  it('drop what is no longer offered', () => {
    const options = [{ id: 1, disciplines: [{ id: 1 }, { id: 2 }] }];
    expect(
      keepOffered(
        [
          { id: 1, disciplines: [1, 3] },
          { id: 9, disciplines: [1] },
        ],
        options,
      ),
    ).toEqual([{ id: 1, disciplines: [1] }]);
  });

  it('start from the registration being changed, or from nothing', () => {
    expect(choicesOf(undefined)).toEqual([]);
    const registered = [
      {
        id: 1,
        name: 'Seniors',
        disciplines: [
          { id: 1, name: 'Kata' },
          { id: 3, name: 'Kumite women' },
        ],
      },
    ];
    expect(choicesOf(registered)).toEqual([{ id: 1, disciplines: [1, 3] }]);
  });
});

describe('team rule', () => {
  const man = { isMale: true };
  const woman = { isMale: false };
  const teamLinks = [
    link(7, 'Kumite men team', '1', [[1, 'Seniors']], { isTeam: true, teamMinMembers: 5, teamMaxMembers: 7 }),
    link(8, 'Kata team', null, [[1, 'Seniors']], { isTeam: true, teamMinMembers: 3, teamMaxMembers: 3 }),
    link(9, 'Kumite women team', '2', [[1, 'Seniors']], { isTeam: true, teamMinMembers: 3, teamMaxMembers: 4 }),
  ];
  const chosen = (...disciplines: number[]) => [{ id: 1, disciplines }];
  const men = (count: number) => Array.from({ length: count }, () => man);
  it("takes each chosen discipline's member range from the server's disciplines", () => {
    expect(teamRange(teamLinks, chosen())).toBeNull();
    expect(teamRange(teamLinks, chosen(7))).toEqual({ min: 5, max: 7 });
    expect(teamRange(teamLinks, chosen(9))).toEqual({ min: 3, max: 4 });
    expect(teamRange(teamLinks, chosen(8, 9))).toEqual({ min: 3, max: 3 });
    expect(teamRange(teamLinks, chosen(7, 8))).toEqual({ min: 5, max: 3 });
    expect(mostTeamMembers(teamLinks)).toBe(7);
    expect(mostTeamMembers(links)).toBe(4);
  });
  it('has as many members as the range allows', () => {
    const kumite = teamRange(teamLinks, chosen(7));
    expect(teamError('MEN', men(4), kumite)).toBe('teamSize');
    expect(teamError('MEN', men(5), kumite)).toBeNull();
    expect(teamError('MEN', men(7), kumite)).toBeNull();
    expect(teamError('MEN', men(8), kumite)).toBe('teamSize');
    expect(teamError('MEN', men(3), teamRange(teamLinks, chosen(7, 8)))).toBe('teamSizesApart');
    expect(teamError('MIX', [], null)).toBe('selectMember');
    expect(teamError('MIX', [man], null)).toBeNull(); // no discipline chosen yet: the choice says so
  });
  it('matches the type', () => {
    const range = { min: 2, max: 4 };
    expect(teamError('MEN', [man, man], range)).toBeNull();
    expect(teamError('MEN', [man, woman], range)).toBe('teamMen');
    expect(teamError('WOMEN', [woman, woman, woman], range)).toBeNull();
    expect(teamError('WOMEN', [woman, man], range)).toBe('teamWomen');
  });
  it("offers the type's members only, keeping those already chosen", () => {
    const people = [
      { id: 1, isMale: true },
      { id: 2, isMale: false },
      { id: 3, isMale: false },
    ];
    const ids = (found: { id: number }[]) => found.map((person) => person.id);
    expect(ids(teamCandidates('WOMEN', people, []))).toEqual([2, 3]);
    expect(ids(teamCandidates('MEN', people, []))).toEqual([1]);
    expect(ids(teamCandidates('MIX', people, []))).toEqual([1, 2, 3]);
    expect(ids(teamCandidates('WOMEN', people, ['1']))).toEqual([1, 2, 3]);
  });
});

describe('who changes registrations', () => {
  const active = { isActive: true, isArchived: false };
  const closed = { isActive: false, isArchived: false };
  const archived = { isActive: false, isArchived: true };
  it('a club user: the own club while the tournament is active', () => {
    const user = { isAdmin: false, clubId: 3 };
    expect(canChangeRegistrations(user, 3, active)).toBe(true);
    expect(canChangeRegistrations(user, 3, closed)).toBe(false);
    expect(canChangeRegistrations(user, 4, active)).toBe(false);
  });
  it('an admin: any club while not archived', () => {
    const admin = { isAdmin: true, clubId: null };
    expect(canChangeRegistrations(admin, 3, closed)).toBe(true);
    expect(canChangeRegistrations(admin, 3, archived)).toBe(false);
  });
});

describe('history after the end date', () => {
  it('is late only after a given end date', () => {
    expect(isAfterEnd('2026-03-02T10:00:00', '2026-03-01T23:00:00')).toBe(true);
    expect(isAfterEnd('2026-03-01T10:00:00', '2026-03-01T23:00:00')).toBe(false);
    expect(isAfterEnd('2026-03-02T10:00:00', null)).toBe(false);
  });
});
