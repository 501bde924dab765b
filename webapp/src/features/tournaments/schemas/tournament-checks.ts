/**
 * The checks of the tournament form that both its schema (tournament.ts) and its values
 * (tournament-values.ts) use: kept apart so that neither imports the other.
 */

export const tournamentMessages = {
  dateTime: 'tournaments.validation.dateTime',
  feeNotNegative: 'tournaments.validation.feeNotNegative',
} as const;

const FORM_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True for a real moment written `YYYY-MM-DD HH:mm:ss`. */
export function isFormDateTime(value: string): boolean {
  const match = FORM_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** True when the HTML shows some text (an empty editor still holds `<p></p>`). */
export const htmlHasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim().length > 0;

/** How applications open and close: by the clock, or the admin's override (open now, closed). */
export const REGISTRATION_MODES = ['clock', 'open', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** What the late fee is charged by. */
export const LATE_PER = ['entry', 'discipline'] as const;
