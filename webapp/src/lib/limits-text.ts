/**
 * The eligibility limits of a category (ages, belts) and of a discipline (weights) as the
 * catalogue lists show them: catalogue keys with their values, so the lists stay free of
 * wording and the numbers are written as the reader's language writes them.
 */
import { beltKey } from '@/lib/belts';

export type LimitText = [key: string, values: Record<string, string | number>];

interface CategoryLimits {
  minAge?: number | null;
  maxAge?: number | null;
  ageBy?: 'DATE' | 'YEAR';
  minBelt?: string | null;
  maxBelt?: string | null;
}

interface DisciplineLimits {
  minWeight?: number | null;
  maxWeight?: number | null;
}

const given = (value: number | string | null | undefined): value is number | string =>
  value !== null && value !== undefined && value !== '';

/** `18–35`, `18 and up`, `up to 13` (by birth year when the category counts so); none without a limit. */
export function agesText({ minAge, maxAge, ageBy }: CategoryLimits): LimitText | null {
  const byYear = ageBy === 'YEAR' ? 'ByYear' : '';
  if (given(minAge) && given(maxAge)) return [`limits.ages${byYear}`, { min: minAge, max: maxAge }];
  if (given(minAge)) return [`limits.agesFrom${byYear}`, { min: minAge }];
  if (given(maxAge)) return [`limits.agesTo${byYear}`, { max: maxAge }];
  return null;
}

/** The belt range, lowest to highest, as keys of the belts' names (`belt.PLAVI`). */
export function beltsText({ minBelt, maxBelt }: CategoryLimits): LimitText | null {
  if (given(minBelt) && given(maxBelt)) return ['limits.belts', { min: beltKey(minBelt), max: beltKey(maxBelt) }];
  if (given(minBelt)) return ['limits.beltsFrom', { min: beltKey(minBelt) }];
  if (given(maxBelt)) return ['limits.beltsTo', { max: beltKey(maxBelt) }];
  return null;
}

/** Kilograms with one decimal in the reader's language (`60,0` in Serbian, `60.0` in English). */
export const kilograms = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** Over the minimum (exclusive), up to the maximum (inclusive); none without a limit. */
export function weightText({ minWeight, maxWeight }: DisciplineLimits, language: string): LimitText | null {
  if (given(minWeight) && given(maxWeight))
    return ['limits.weightBetween', { min: kilograms(minWeight, language), max: kilograms(maxWeight, language) }];
  if (given(minWeight)) return ['limits.weightOver', { min: kilograms(minWeight, language) }];
  if (given(maxWeight)) return ['limits.weightTo', { max: kilograms(maxWeight, language) }];
  return null;
}

/** A limit's text in the reader's language (a belt's key translated to its name first). */
export function limitLine(
  t: (key: string, values?: Record<string, string | number>) => string,
  [key, values]: LimitText,
) {
  const named = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith('belt.') ? t(value) : value,
    ]),
  );
  return t(key, named);
}
