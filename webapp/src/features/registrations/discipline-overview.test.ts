import { describe, expect, it } from 'vitest';
import type { ListedCompetitor, TeamRegistration } from './api/types';
import { competitorCountGroups, competitorGroups, teamCountGroups, teamGroups, type Sex } from './discipline-overview';
import { groupLabel, groupPrintTable, overviewPrintTable, type OverviewTexts } from './overview-print';
import { link } from './test-links';

describe('the groups of the overview counts', () => {
  const named = [
    link(1, 'Kata', null, [
      [1, 'Seniors'],
      [2, 'Cadets'],
    ]),
    link(2, 'Kumite women', '2', [[1, 'Seniors']]),
  ];
  const counted = (groups: { category: string; discipline: string; kind: string; count: number }[]) =>
    groups.map(({ category, discipline, kind, count }) => [category, discipline, kind, count]);

  it('are named from the tournament disciplines and sorted by names, then men, women, unknown', () => {
    const groups = competitorCountGroups(
      [
        { categoryId: 1, disciplineId: 1, sex: 'UNKNOWN', count: 1 },
        { categoryId: 1, disciplineId: 2, sex: 'WOMEN', count: 2 },
        { categoryId: 1, disciplineId: 1, sex: 'MEN', count: 3 },
        { categoryId: 2, disciplineId: 1, sex: 'WOMEN', count: 4 },
        { categoryId: 1, disciplineId: 1, sex: 'WOMEN', count: 0 },
      ],
      named,
    );
    expect(counted(groups)).toEqual([
      ['Cadets', 'Kata', 'WOMEN', 4],
      ['Seniors', 'Kata', 'MEN', 3],
      ['Seniors', 'Kata', 'UNKNOWN', 1],
      ['Seniors', 'Kumite women', 'WOMEN', 2],
    ]);
    expect(groups[1]).toMatchObject({ key: '1-1-MEN', categoryId: 1, disciplineId: 1 });
  });

  it('add up repeated counts and keep a discipline no longer linked apart by its ids', () => {
    const groups = teamCountGroups(
      [
        { categoryId: 1, disciplineId: 1, type: 'MIX', count: 1 },
        { categoryId: 1, disciplineId: 1, type: 'MIX', count: 2 },
        { categoryId: 1, disciplineId: 1, type: 'MEN', count: 1 },
        { categoryId: 3, disciplineId: 9, type: 'WOMEN', count: 1 },
      ],
      named,
    );
    expect(counted(groups)).toEqual([
      ['#3', '#9', 'WOMEN', 1],
      ['Seniors', 'Kata', 'MEN', 1],
      ['Seniors', 'Kata', 'MIX', 3],
    ]);
  });

  it('add up the entries on the waiting list', () => {
    const groups = competitorCountGroups(
      [
        { categoryId: 1, disciplineId: 1, sex: 'WOMEN', count: 2, waiting: 1 },
        { categoryId: 1, disciplineId: 1, sex: 'WOMEN', count: 3, waiting: 2 },
        { categoryId: 1, disciplineId: 1, sex: 'MEN', count: 1 },
      ],
      named,
    );
    expect(groups.map(({ kind, count, waiting }) => [kind, count, waiting])).toEqual([
      ['MEN', 1, 0],
      ['WOMEN', 5, 3],
    ]);
    const [team] = teamCountGroups([{ categoryId: 1, disciplineId: 1, type: 'MIX', count: 1 }], named);
    expect(team?.waiting).toBe(0);
    const [waitingTeam] = teamCountGroups(
      [{ categoryId: 1, disciplineId: 1, type: 'WOMEN', count: 3, waiting: 2 }],
      named,
    );
    expect(waitingTeam?.waiting).toBe(2);
  });

  it('use the keys of the entry groups, so that a preview finds its group', () => {
    const [group] = competitorCountGroups([{ categoryId: 1, disciplineId: 1, sex: 'WOMEN', count: 1 }], named);
    const [entries] = competitorGroups([
      competitor(1, 'Ana', 'WOMEN', [{ id: 1, name: 'Seniors', disciplines: [{ id: 1, name: 'Kata' }] }]),
    ]);
    expect(entries?.key).toBe(group?.key);
  });
});
const seniors = (...disciplines: [number, string][]) => ({
  id: 1,
  name: 'Seniors',
  disciplines: disciplines.map(([id, name]) => ({ id, name })),
});
const cadets = (...disciplines: [number, string][]) => ({ ...seniors(...disciplines), id: 2, name: 'Cadets' });

/** A listed competitor as another club sees it: no isMale, only the sex the server sends. */
const competitor = (
  id: number,
  firstName: string,
  sex: Sex,
  categories: ListedCompetitor['categories'],
  assignedNumber: number | null = null,
): ListedCompetitor => ({
  id,
  tournamentId: 1,
  competitorId: id + 100,
  competitor: { id: id + 100, firstName, lastName: 'Test', belt: 'BELI' },
  assignedNumber,
  club: { id: 7, name: 'KK Vojvodina' },
  categories,
  createdAt: null,
  sex,
});

const team = (
  id: number,
  type: TeamRegistration['type'],
  names: string[],
  categories: TeamRegistration['categories'],
) =>
  ({
    id,
    tournamentId: 1,
    type,
    noPay: false,
    alwaysPays: false,
    memberIds: names.map((_, index) => index + 1),
    members: names.map((firstName, index) => ({ id: index + 1, firstName, lastName: 'Test', belt: 'BELI' })),
    club: { id: 8, name: 'KK Novi Sad' },
    categories,
    createdAt: null,
  }) satisfies TeamRegistration;

const summary = (groups: { category: string; discipline: string; kind: string; entries: { name: string }[] }[]) =>
  groups.map((group) => [group.category, group.discipline, group.kind, group.entries.map((entry) => entry.name)]);

describe('competitor groups', () => {
  it('are empty without registrations', () => {
    expect(competitorGroups([])).toEqual([]);
  });

  it('group every discipline entry by category, discipline and the sex the server sent, sorted by names', () => {
    const groups = competitorGroups([
      competitor(1, 'Ana', 'WOMEN', [seniors([1, 'Kata'], [2, 'Kumite women'])], 3),
      competitor(2, 'Bojan', 'MEN', [seniors([1, 'Kata'], [3, 'Kumite men']), cadets([1, 'Kata'])]),
      competitor(3, 'Ceca', 'WOMEN', [seniors([1, 'Kata'])]),
      competitor(4, 'Dara', 'WOMEN', [seniors([2, 'Kumite women'], [1, 'Kata'])]),
      competitor(5, 'Eva', 'UNKNOWN', [seniors([1, 'Kata'])]),
    ]);
    expect(summary(groups)).toEqual([
      ['Cadets', 'Kata', 'MEN', ['Bojan Test']],
      ['Seniors', 'Kata', 'MEN', ['Bojan Test']],
      ['Seniors', 'Kata', 'WOMEN', ['Ana Test', 'Ceca Test', 'Dara Test']],
      ['Seniors', 'Kata', 'UNKNOWN', ['Eva Test']],
      ['Seniors', 'Kumite men', 'MEN', ['Bojan Test']],
      ['Seniors', 'Kumite women', 'WOMEN', ['Ana Test', 'Dara Test']],
    ]);
    expect(groups[2]?.entries[0]).toEqual({ id: 1, name: 'Ana Test', club: 'KK Vojvodina', number: 3 });
    expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length);
  });
});

describe('team groups', () => {
  it('group by category, discipline and team type; a team is named by its members', () => {
    const groups = teamGroups([
      team(1, 'MIX', ['Ana', 'Bojan'], [seniors([5, 'Team kata'])]),
      team(2, 'MEN', ['Bojan', 'Dejan', 'Goran'], [seniors([5, 'Team kata'], [6, 'Team kumite'])]),
      team(3, 'MIX', ['Ceca', 'Dejan'], [seniors([5, 'Team kata'])]),
    ]);
    expect(summary(groups)).toEqual([
      ['Seniors', 'Team kata', 'MEN', ['Bojan Test, Dejan Test, Goran Test']],
      ['Seniors', 'Team kata', 'MIX', ['Ana Test, Bojan Test', 'Ceca Test, Dejan Test']],
      ['Seniors', 'Team kumite', 'MEN', ['Bojan Test, Dejan Test, Goran Test']],
    ]);
    expect(groups[0]?.entries[0]).toEqual({
      id: 2,
      name: 'Bojan Test, Dejan Test, Goran Test',
      club: 'KK Novi Sad',
      number: null,
    });
  });
});

describe('printing the overview', () => {
  const texts: OverviewTexts<Sex> = {
    category: 'Category',
    discipline: 'Discipline',
    kind: 'Sex',
    kindLabel: (kind) => ({ MEN: 'Men', WOMEN: 'Women', UNKNOWN: '?' })[kind],
    number: 'No.',
    name: 'Name',
    club: 'Club',
    empty: 'Nobody yet.',
  };
  const groups = competitorGroups([
    competitor(1, 'Ana', 'WOMEN', [seniors([1, 'Kata'])], 3),
    competitor(2, 'Bojan', 'MEN', [seniors([1, 'Kata'], [3, 'Kumite men'])]),
  ]);

  it('lists every entry under its category, discipline and sex', () => {
    const table = overviewPrintTable({ title: 'Overview', subtitle: 'Cup' }, groups, texts, true, 'en');
    expect(table.columns).toEqual(['Category', 'Discipline', 'Sex', 'No.', 'Name', 'Club']);
    expect(table.rows).toEqual([
      ['Seniors', 'Kata', 'Men', null, 'Bojan Test', 'KK Vojvodina'],
      ['Seniors', 'Kata', 'Women', 3, 'Ana Test', 'KK Vojvodina'],
      ['Seniors', 'Kumite men', 'Men', null, 'Bojan Test', 'KK Vojvodina'],
    ]);
    expect([table.title, table.subtitle, table.emptyText, table.lang]).toEqual([
      'Overview',
      'Cup',
      'Nobody yet.',
      'en',
    ]);
  });

  it('prints one group titled by it, teams without numbers', () => {
    const women = groups[1];
    if (!women) throw new Error('no group');
    expect(groupLabel(women, texts.kindLabel)).toBe('Seniors – Kata – Women');
    const table = groupPrintTable('Cup', women, texts, false, 'sr');
    expect([table.title, table.subtitle]).toEqual(['Seniors – Kata – Women', 'Cup']);
    expect(table.columns).toEqual(['Name', 'Club']);
    expect(table.rows).toEqual([['Ana Test', 'KK Vojvodina']]);
  });
});
