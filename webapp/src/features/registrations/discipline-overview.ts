/**
 * The discipline overview of the tournament page (docs/product.md, Screens and routes, Variants) as pure
 * functions: the groups by category, discipline and sex (or team type) with their
 * counts (`GET /api/tournament/{id}/overview`), and a group's entries from the registrations.
 */
import type { TournamentDisciplineLink } from '@/api/types';
import type {
  CompetitorCount,
  CompetitorRegistration,
  ListedCompetitor,
  SeenSex,
  TeamCount,
  TeamRegistration,
  TeamType,
} from './api/types';
import { personName } from './components/categories-text';
import { compareNames } from '@/lib/serbian';

/** Men, women, or not known: the server shows other clubs' members without their sex. */
export type Sex = SeenSex;

export interface OverviewEntry {
  id: number;
  name: string;
  club: string;
  number: number | null;
}

/** One category, discipline and sex or team type. */
export interface GroupOf<Kind extends string> {
  key: string;
  categoryId: number;
  disciplineId: number;
  category: string;
  discipline: string;
  kind: Kind;
}

export interface CountedGroup<Kind extends string> extends GroupOf<Kind> {
  count: number;
  /** Of `count`, the entries on the waiting list. */
  waiting: number;
}

export interface EntryGroup<Kind extends string> extends GroupOf<Kind> {
  entries: OverviewEntry[];
}

const SEX_ORDER: readonly Sex[] = ['MEN', 'WOMEN', 'UNKNOWN'];
const TEAM_ORDER: readonly TeamType[] = ['MEN', 'WOMEN', 'MIX'];

const groupKey = (categoryId: number, disciplineId: number, kind: string): string =>
  `${categoryId}-${disciplineId}-${kind}`;

/** Groups by category name, discipline name, then kind in the given order. */
const byNames =
  <Kind extends string>(order: readonly Kind[]) =>
  (a: GroupOf<Kind>, b: GroupOf<Kind>): number =>
    compareNames(a.category, b.category) ||
    compareNames(a.discipline, b.discipline) ||
    order.indexOf(a.kind) - order.indexOf(b.kind);

/** The names of a tournament's disciplines and of their categories, by discipline id. */
function disciplineIndex(links: readonly TournamentDisciplineLink[]) {
  return new Map(
    links.map(({ disciplineId, discipline }) => [
      disciplineId,
      {
        name: discipline.name,
        categories: new Map(
          discipline.disciplineCategories.map(({ categoryId, category }) => [categoryId, category.name]),
        ),
      },
    ]),
  );
}

interface Count<Kind extends string> {
  categoryId: number;
  disciplineId: number;
  kind: Kind;
  count: number;
  waiting: number;
}

/** One group per category, discipline and kind, its counts added up, named from the tournament's links. */
function countedGroups<Kind extends string>(
  counts: readonly Count<Kind>[],
  links: readonly TournamentDisciplineLink[],
  order: readonly Kind[],
): CountedGroup<Kind>[] {
  const disciplines = disciplineIndex(links);
  const groups = new Map<string, CountedGroup<Kind>>();
  for (const { categoryId, disciplineId, kind, count, waiting } of counts) {
    const key = groupKey(categoryId, disciplineId, kind);
    const known = groups.get(key);
    if (known) {
      known.count += count;
      known.waiting += waiting;
      continue;
    }
    const discipline = disciplines.get(disciplineId);
    groups.set(key, {
      key,
      categoryId,
      disciplineId,
      // A link removed after registering leaves no name: the ids still tell the groups apart.
      category: discipline?.categories.get(categoryId) ?? `#${categoryId}`,
      discipline: discipline?.name ?? `#${disciplineId}`,
      kind,
      count,
      waiting,
    });
  }
  return [...groups.values()].filter((group) => group.count > 0).sort(byNames(order));
}

/** The overview's competitor counts as groups (the server already knows what sex the caller sees). */
export function competitorCountGroups(
  counts: readonly CompetitorCount[],
  links: readonly TournamentDisciplineLink[],
): CountedGroup<Sex>[] {
  const bySex = counts.map(({ categoryId, disciplineId, sex, count, waiting }) => ({
    categoryId,
    disciplineId,
    kind: sex,
    count,
    waiting: waiting ?? 0,
  }));
  return countedGroups(bySex, links, SEX_ORDER);
}

/** The overview's team counts as groups. */
export function teamCountGroups(
  counts: readonly TeamCount[],
  links: readonly TournamentDisciplineLink[],
): CountedGroup<TeamType>[] {
  const byType = counts.map(({ categoryId, disciplineId, type, count, waiting }) => ({
    categoryId,
    disciplineId,
    kind: type,
    count,
    waiting: waiting ?? 0,
  }));
  return countedGroups(byType, links, TEAM_ORDER);
}

interface Placed<Kind extends string> extends GroupOf<Kind> {
  entry: OverviewEntry;
}

/** One group per category, discipline and kind; groups by names, entries in the given order. */
function entryGroups<Kind extends string>(placed: readonly Placed<Kind>[], order: readonly Kind[]): EntryGroup<Kind>[] {
  const groups = new Map<string, EntryGroup<Kind>>();
  for (const { entry, ...group } of placed) {
    const known = groups.get(group.key);
    if (known) known.entries.push(entry);
    else groups.set(group.key, { ...group, entries: [entry] });
  }
  return [...groups.values()].sort(byNames(order));
}

/** A registration's entry in each of its categories' disciplines. */
function placed<Kind extends string>(
  categories: CompetitorRegistration['categories'],
  entry: OverviewEntry,
  kind: Kind,
): Placed<Kind>[] {
  return categories.flatMap((category) =>
    category.disciplines.map((discipline) => ({
      key: groupKey(category.id, discipline.id, kind),
      categoryId: category.id,
      disciplineId: discipline.id,
      category: category.name,
      discipline: discipline.name,
      kind,
      entry,
    })),
  );
}

/**
 * Listed competitor registrations by category, discipline and sex, with their entries: the sex
 * the server sent with each (the one its sex filter and overview counts go by for the caller).
 */
export function competitorGroups(competitors: readonly ListedCompetitor[]): EntryGroup<Sex>[] {
  const entries = competitors.flatMap(({ id, competitor, club, assignedNumber, categories, sex }) =>
    placed(categories, { id, name: personName(competitor), club: club.name, number: assignedNumber }, sex),
  );
  return entryGroups(entries, SEX_ORDER);
}

/** Team registrations by category, discipline and team type; a team's name is its members. */
export function teamGroups(teams: readonly TeamRegistration[]): EntryGroup<TeamType>[] {
  const entries = teams.flatMap(({ id, members, club, type, categories }) =>
    placed(categories, { id, name: members.map(personName).join(', '), club: club.name, number: null }, type),
  );
  return entryGroups(entries, TEAM_ORDER);
}
