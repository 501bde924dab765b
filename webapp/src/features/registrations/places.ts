import type { TFunction } from 'i18next';
import type { CategoryChoice, EntryLimitsBody, EntryPlaces } from '@/features/registrations/api/types';

/** The server's places of a chosen category and discipline, and the tournament's total. */
const placesOf = (places: readonly EntryPlaces[], categoryId: number | null, disciplineId: number | null) =>
  places.find((p) => p.categoryId === categoryId && p.disciplineId === disciplineId);

/**
 * What the entry dialog says of one place as the server counted it: "3 of 16 left", or, full,
 * "you will be 4th on the waiting list"; null when the group has no cap.
 */
export function placeText(t: TFunction, found: EntryPlaces): string | null {
  if (found.nextInLine !== null) return t('places.full', { count: found.nextInLine });
  if (found.left === null || found.cap === null) return null;
  return t('places.left', { left: found.left, cap: found.cap });
}

/** One line per chosen category and discipline that is limited, then the total's; in choice order. */
export function chosenPlaces(
  t: TFunction,
  places: readonly EntryPlaces[],
  choices: readonly CategoryChoice[],
  names: (categoryId: number, disciplineId: number) => string,
): string[] {
  const lines: string[] = [];
  for (const choice of choices) {
    for (const disciplineId of choice.disciplines) {
      const found = placesOf(places, choice.id, disciplineId);
      const text = found ? placeText(t, found) : null;
      if (text) lines.push(`${names(choice.id, disciplineId)}: ${text}`);
    }
  }
  const total = placesOf(places, null, null);
  const totalText = total && choices.length > 0 ? placeText(t, total) : null;
  if (totalText) lines.push(`${t('places.total')}: ${totalText}`);
  return lines;
}

/** A limit as the form holds it: a number, or '' for none. */
export type LimitValue = number | string;

export interface LimitRow {
  categoryId: number;
  disciplineId: number;
  cap: LimitValue;
  quota: LimitValue;
}

const limitOf = (value: LimitValue): number | null => (value === '' ? null : Number(value));

/** The form's rows as the server's limits (rows without a cap or quota left out); the server checks them. */
export function limitsBody(total: LimitValue, rows: readonly LimitRow[]): EntryLimitsBody {
  const groups = rows
    .map((row) => ({ ...row, cap: limitOf(row.cap), quota: limitOf(row.quota) }))
    .filter((row) => row.cap !== null || row.quota !== null);
  return { totalCap: limitOf(total), groups };
}

/** The form's rows from the server's places: every category and discipline, the total apart. */
export const limitRows = (places: readonly EntryPlaces[]): LimitRow[] =>
  places.flatMap((p) =>
    p.categoryId === null || p.disciplineId === null
      ? []
      : [{ categoryId: p.categoryId, disciplineId: p.disciplineId, cap: p.cap ?? '', quota: p.quota ?? '' }],
  );
