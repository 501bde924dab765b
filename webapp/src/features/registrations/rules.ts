/**
 * Helpers of the registration dialogs: what is chosen, kept as the server's options change. Who may
 * change entries, a team's size and its members' sex are the server's (getTournamentClubCapabilities,
 * listEntryOptions, and its answer to a save).
 */
import type { CategoryChoice } from './api/types';

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

/** A history entry made after the tournament's end date (none: never late). */
export function isAfterEnd(createdAt: string, endDate: string | null): boolean {
  if (!endDate) return false;
  const [created, end] = [new Date(createdAt).getTime(), new Date(endDate).getTime()];
  return !Number.isNaN(created) && !Number.isNaN(end) && created > end;
}
