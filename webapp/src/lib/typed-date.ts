/**
 * Dates as people type them, in every language: the day first (`15.03.2012.`, `15.03.2012`,
 * `15.3.2012.`, `15. 03. 2012.`, `15/03/2012`, `15-03-2012`) or as the API writes them
 * (`2012-03-15`), a time of day after it where the field has one (`15.03.2026. 10:30`). The
 * year has all four digits: a half-typed year is no date yet, and `12` is no year anyone means.
 * Month-first (American) spellings are never read: `05/17/2012` is refused, not turned around.
 */

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(.+))?$/;
const DAY_FIRST = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})\s*\.?(?:\s+(.+))?$/;
const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*h?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** True for a real calendar day (31.02. is none; years 1000–9999). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `10:30`, `9.05`, `10:30:15`, `10:30h` as `HH:mm:ss`; null when it is no time of day. */
function readTime(typed: string): string | null {
  const match = TIME.exec(typed.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * What the user typed as the field's value: `YYYY-MM-DD`, or with `withTime`
 * `YYYY-MM-DD HH:mm:ss` (a day typed without a time is at midnight); null when it is not a
 * date (a time typed into a date-only field makes it none either).
 */
export function readTypedDate(typed: string, withTime = false): string | null {
  const text = typed.trim();
  const iso = ISO.exec(text);
  const dayFirst = iso ? null : DAY_FIRST.exec(text);
  let year: number, month: number, day: number, rest: string | undefined;
  if (iso) [year, month, day, rest] = [Number(iso[1]), Number(iso[2]), Number(iso[3]), iso[4]];
  else if (dayFirst)
    [day, month, year, rest] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3]), dayFirst[4]];
  else return null;
  if (!isRealDay(year, month, day)) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (!withTime) return rest === undefined ? date : null;
  const time = rest === undefined ? '00:00:00' : readTime(rest);
  return time === null ? null : `${date} ${time}`;
}
