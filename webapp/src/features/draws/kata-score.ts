import { intlLocale } from '@/lib/format';

/** The highest score (and tie-break) in hundredths of a point: 100.00. */
export const SCORE_MOST = 10_000;

const SCORE = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** A typed score in hundredths (`42.30`, `42,30`, `42,3` and `42` all read), or `null` when it is
 * not a number from 0 to 100 with at most two decimals. */
export function parseScore(text: string): number | null {
  const found = SCORE.exec(text.trim());
  if (!found) return null;
  const hundredths = Number(found[1]) * 100 + Number((found[2] ?? '').padEnd(2, '0'));
  return hundredths <= SCORE_MOST ? hundredths : null;
}

/** Hundredths as the user's language writes them, both decimals: `42,30` in Serbian, `42.30` in English. */
export const formatScore = (hundredths: number, language?: string): string =>
  new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(hundredths / 100);
