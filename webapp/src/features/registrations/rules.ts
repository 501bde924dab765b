/**
 * Registration rules of the dialogs (docs/product.md, Tournament states and Registrations) as pure
 * functions. The server checks the same rules; these only shape the options and the messages.
 */
import type { TournamentDisciplineLink } from '@/api/types';
import type { CategoryChoice, TeamType } from './api/types';

export type ChoiceError = 'selectCategory' | 'atLeastOneDiscipline';

/**
 * What is wrong with the chosen categories: none chosen, or one without a discipline (the
 * message error_enter_at_least_one_discipline, docs/product.md, Registrations). Null when they are fine.
 */
export function choiceError(choices: readonly CategoryChoice[]): ChoiceError | null {
  if (choices.length === 0) return 'selectCategory';
  if (choices.some((choice) => choice.disciplines.length === 0)) return 'atLeastOneDiscipline';
  return null;
}

/** A registration's categories as the dialogs' choices; none for a new registration. */
export function choicesOf(
  categories: readonly { id: number; disciplines: readonly { id: number }[] }[] | undefined,
): CategoryChoice[] {
  return (categories ?? []).map((category) => ({
    id: category.id,
    disciplines: category.disciplines.map((discipline) => discipline.id),
  }));
}

/** Drops disciplines that are no longer offered (the member or the options changed). */
export function keepOffered(
  choices: readonly CategoryChoice[],
  options: readonly { id: number; disciplines: readonly { id: number }[] }[],
): CategoryChoice[] {
  return choices.flatMap((choice) => {
    const option = options.find((candidate) => candidate.id === choice.id);
    if (!option) return [];
    const offered = new Set(option.disciplines.map((discipline) => discipline.id));
    return [{ id: choice.id, disciplines: choice.disciplines.filter((id) => offered.has(id)) }];
  });
}

/** A team discipline's member range as the server sets it (`teamMinMembers` to `teamMaxMembers`). */
export interface TeamRange {
  min: number;
  max: number;
}

/**
 * The member range that fits every chosen team discipline: the server's ranges of the chosen
 * disciplines, intersected (`min` above `max` when they do not overlap); null while none is chosen.
 */
export function teamRange(
  links: readonly TournamentDisciplineLink[],
  choices: readonly CategoryChoice[],
): TeamRange | null {
  const chosen = new Set(choices.flatMap((choice) => choice.disciplines));
  const disciplines = links.map((item) => item.discipline).filter((discipline) => chosen.has(discipline.id));
  if (disciplines.length === 0) return null;
  return {
    min: Math.max(...disciplines.map((discipline) => discipline.teamMinMembers)),
    max: Math.min(...disciplines.map((discipline) => discipline.teamMaxMembers)),
  };
}

/** The most members any offered team discipline takes: how many the member picker allows. */
export function mostTeamMembers(links: readonly TournamentDisciplineLink[]): number | undefined {
  const offered = links.filter(({ discipline }) => !discipline.isArchived && !discipline.isDeleted);
  return offered.length ? Math.max(...offered.map(({ discipline }) => discipline.teamMaxMembers)) : undefined;
}

export type TeamError = 'selectMember' | 'teamSize' | 'teamSizesApart' | 'teamMen' | 'teamWomen';

/**
 * What is wrong with a team: no member; as many members as `range` (the chosen disciplines'
 * ranges, `teamRange`) allows, or no count fits them all; a MEN team only men, a WOMEN team only
 * women (MIX anyone). Null when it is fine.
 */
export function teamError(
  type: TeamType,
  members: readonly { isMale?: boolean | undefined }[],
  range: TeamRange | null,
): TeamError | null {
  if (members.length === 0) return 'selectMember';
  if (range && range.min > range.max) return 'teamSizesApart';
  if (range && (members.length < range.min || members.length > range.max)) return 'teamSize';
  if (type === 'MEN' && members.some((member) => member.isMale !== true)) return 'teamMen';
  if (type === 'WOMEN' && members.some((member) => member.isMale !== false)) return 'teamWomen';
  return null;
}

const fitsTeamType = (type: TeamType, isMale: boolean | undefined): boolean =>
  type === 'MIX' || isMale === (type === 'MEN');

/**
 * The members a team of this type may take: men for MEN, women for WOMEN, anyone for MIX. Members
 * already chosen stay (so that a changed type shows its error instead of dropping them).
 */
export function teamCandidates<P extends { id: number; isMale?: boolean | undefined }>(
  type: TeamType,
  people: readonly P[],
  chosenIds: readonly string[],
): P[] {
  return people.filter((person) => fitsTeamType(type, person.isMale) || chosenIds.includes(String(person.id)));
}

/**
 * Who may register, change and remove entries (docs/product.md, Tournament states): a club's own users while the
 * tournament is active; admins while it is not archived.
 */
export function canChangeRegistrations(
  viewer: { isAdmin: boolean; clubId: number | null },
  clubId: number,
  tournament: { isActive: boolean; isArchived: boolean },
): boolean {
  if (viewer.isAdmin) return !tournament.isArchived;
  return viewer.clubId === clubId && tournament.isActive;
}

/** A history entry made after the tournament's end date (none: never late). */
export function isAfterEnd(createdAt: string, endDate: string | null): boolean {
  if (!endDate) return false;
  const [created, end] = [new Date(createdAt).getTime(), new Date(endDate).getTime()];
  return !Number.isNaN(created) && !Number.isNaN(end) && created > end;
}
