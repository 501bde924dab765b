/**
 * The discipline overview of the tournament page (product-spec §2, decisions §1) as pure
 * functions: who sees it, and the registrations grouped by category, discipline and sex (or
 * team type), each group with its entries.
 */
import type { TournamentDisciplineLink, Variant } from '@/api/types';
import type { PrintCell, PrintTable } from '@/components/print-table';
import type { CompetitorRegistration, TeamRegistration, TeamType } from './api/types';
import { personName } from './components/categories-text';

/** Men, women, or not known: the server shows other clubs' members without their sex. */
export type Sex = 'MEN' | 'WOMEN' | 'UNKNOWN';

export interface OverviewEntry {
  id: number;
  name: string;
  club: string;
  number: number | null;
}

export interface OverviewGroup<Kind extends string> {
  key: string;
  category: string;
  discipline: string;
  kind: Kind;
  entries: OverviewEntry[];
}

/** Admins always; others in the wff variant, or when the setting showDisciplines is on. */
export const overviewVisible = (isAdmin: boolean, variant: Variant, showDisciplines: boolean | undefined): boolean =>
  isAdmin || variant === 'wff' || showDisciplines === true;

const SEX_ORDER: readonly Sex[] = ['MEN', 'WOMEN', 'UNKNOWN'];
const TEAM_ORDER: readonly TeamType[] = ['MEN', 'WOMEN', 'MIX'];

interface Placed<Kind extends string> {
  categoryId: number;
  category: string;
  disciplineId: number;
  discipline: string;
  kind: Kind;
  entry: OverviewEntry;
}

/** One group per category, discipline and kind; groups by names, entries in the given order. */
function grouped<Kind extends string>(entries: Placed<Kind>[], order: readonly Kind[]): OverviewGroup<Kind>[] {
  const groups = new Map<string, OverviewGroup<Kind>>();
  for (const { categoryId, category, disciplineId, discipline, kind, entry } of entries) {
    const key = `${categoryId}-${disciplineId}-${kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, category, discipline, kind, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.category.localeCompare(b.category) ||
      a.discipline.localeCompare(b.discipline) ||
      order.indexOf(a.kind) - order.indexOf(b.kind),
  );
}

/**
 * A competitor's sex: from the competitor when the server shows it (to admins and the own
 * club), else from any of the registration's disciplines open to one sex only (forSex "1"
 * men, "2" women: the server lets nobody else in), else unknown.
 */
export function sexOf(isMale: boolean | undefined, forSexes: readonly (string | null | undefined)[]): Sex {
  if (isMale !== undefined) return isMale ? 'MEN' : 'WOMEN';
  if (forSexes.includes('1')) return 'MEN';
  if (forSexes.includes('2')) return 'WOMEN';
  return 'UNKNOWN';
}

/** A registration's entry in each of its categories' disciplines. */
function placed<Kind extends string>(
  categories: CompetitorRegistration['categories'],
  entry: OverviewEntry,
  kind: Kind,
): Placed<Kind>[] {
  return categories.flatMap((category) =>
    category.disciplines.map((discipline) => ({
      categoryId: category.id,
      category: category.name,
      disciplineId: discipline.id,
      discipline: discipline.name,
      kind,
      entry,
    })),
  );
}

/** Competitor registrations by category, discipline and sex. */
export function competitorGroups(
  competitors: readonly CompetitorRegistration[],
  disciplines: readonly TournamentDisciplineLink[],
): OverviewGroup<Sex>[] {
  const forSex = new Map(disciplines.map((link) => [link.disciplineId, link.discipline.forSex]));
  const entries = competitors.flatMap(({ id, competitor, club, assignedNumber, categories }) => {
    const chosen = categories.flatMap((category) =>
      category.disciplines.map((discipline) => forSex.get(discipline.id)),
    );
    const entry = { id, name: personName(competitor), club: club.name, number: assignedNumber };
    return placed(categories, entry, sexOf(competitor.isMale, chosen));
  });
  return grouped(entries, SEX_ORDER);
}

/** Team registrations by category, discipline and team type; a team's name is its members. */
export function teamGroups(teams: readonly TeamRegistration[]): OverviewGroup<TeamType>[] {
  const entries = teams.flatMap(({ id, members, club, type, categories }) =>
    placed(categories, { id, name: members.map(personName).join(', '), club: club.name, number: null }, type),
  );
  return grouped(entries, TEAM_ORDER);
}

/** Column headings and words of the overview's tables and prints. */
export interface OverviewTexts<Kind extends string> {
  category: string;
  discipline: string;
  kind: string;
  kindLabel: (kind: Kind) => string;
  number: string;
  name: string;
  club: string;
  empty: string;
}

/** `Seniors – Kata – Men` */
export const groupLabel = <Kind extends string>(
  group: OverviewGroup<Kind>,
  kindLabel: (kind: Kind) => string,
): string => `${group.category} – ${group.discipline} – ${kindLabel(group.kind)}`;

const entryCells = (entry: OverviewEntry, withNumbers: boolean): PrintCell[] =>
  withNumbers ? [entry.number, entry.name, entry.club] : [entry.name, entry.club];

const entryColumns = <Kind extends string>(texts: OverviewTexts<Kind>, withNumbers: boolean): string[] =>
  withNumbers ? [texts.number, texts.name, texts.club] : [texts.name, texts.club];

/** Every entry of every group, one row each, under the group's category, discipline and kind. */
export function overviewPrintTable<Kind extends string>(
  heading: { title: string; subtitle: string },
  groups: readonly OverviewGroup<Kind>[],
  texts: OverviewTexts<Kind>,
  withNumbers: boolean,
  lang: string,
): PrintTable {
  return {
    ...heading,
    columns: [texts.category, texts.discipline, texts.kind, ...entryColumns(texts, withNumbers)],
    rows: groups.flatMap((group) =>
      group.entries.map((entry) => [
        group.category,
        group.discipline,
        texts.kindLabel(group.kind),
        ...entryCells(entry, withNumbers),
      ]),
    ),
    emptyText: texts.empty,
    lang,
  };
}

/** One group's entries, titled by the group. */
export function groupPrintTable<Kind extends string>(
  subtitle: string,
  group: OverviewGroup<Kind>,
  texts: OverviewTexts<Kind>,
  withNumbers: boolean,
  lang: string,
): PrintTable {
  return {
    title: groupLabel(group, texts.kindLabel),
    subtitle,
    columns: entryColumns(texts, withNumbers),
    rows: group.entries.map((entry) => entryCells(entry, withNumbers)),
    emptyText: texts.empty,
    lang,
  };
}
