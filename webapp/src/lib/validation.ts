/**
 * Zod building blocks of the forms (docs/product.md, Validation). The numbers are the server's
 * (`@/api/constraints`, generated from the core's rules); every message is an i18n key, forms
 * translate it when they show it. `zod/mini` keeps the login page light.
 */
import * as z from 'zod/mini';
import { constraints } from '@/api/constraints';

export const messages = {
  required: 'validation.required',
  email: 'validation.email',
  integer: 'validation.integer',
  url: 'validation.url',
  minLength: 'validation.minLength',
  sameAsPassword: 'validation.sameAsPassword',
  danRange: 'validation.danRange',
  retentionYearsRange: 'validation.retentionYearsRange',
  date: 'validation.date',
  bornOutOfRange: 'validation.bornOutOfRange',
  choice: 'validation.choice',
  imagesOnly: 'validation.imagesOnly',
  ageRange: 'validation.ageRange',
  weightRange: 'validation.weightRange',
  teamMembersBound: 'validation.teamMembersBound',
} as const;

/**
 * Not empty. Deliberately not `abort: true`: an aborted field would stop the object-level
 * checks (such as "repeat equals password") from reporting; forms show the first issue of a
 * field anyway, so "required" still wins over "more characters needed".
 */
const notEmpty = () => z.minLength(1, { error: messages.required });

/** A non-blank text (surrounding spaces do not count). */
export const requiredText = () => z.string().check(z.trim(), notEmpty());

/** Any text that is not empty, kept as typed (passwords). */
export const requiredRaw = () => z.string().check(notEmpty());

/** A required, well-formed email address. */
export const emailField = () => z.pipe(requiredText(), z.email({ error: messages.email }));

/** A required password of at least the server's fewest characters. */
export const passwordField = () =>
  z.string().check(notEmpty(), z.minLength(constraints.passwordMinLength, { error: messages.minLength }));

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An optional website: empty, or an http(s) URL. */
export const optionalUrl = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isHttpUrl(value), { error: messages.url }),
  );

/** A required whole number between min and max; number inputs hold '' while empty. */
export const requiredInteger = (min: number, max: number, rangeMessage: string) =>
  z.union([z.number(), z.string()]).check(
    z.superRefine((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: messages.required, input: value });
      } else if (typeof value !== 'number' || !Number.isInteger(value)) {
        ctx.addIssue({ code: 'custom', message: messages.integer, input: value });
      } else if (value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: rangeMessage, input: value });
      }
    }),
  );

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0-99 as 1900-1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required `YYYY-MM-DD` date of birth, from the server's earliest to `today()` (also `YYYY-MM-DD`). */
export const birthDate = (today: () => string) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: messages.required, input: value });
      else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: messages.date, input: value });
      else if (value < constraints.earliestBirthDate || value > today())
        ctx.addIssue({ code: 'custom', message: messages.bornOutOfRange, input: value });
    }),
  );

/**
 * An optional number from `min` to `max` with at most `decimals` decimals (a whole number for
 * 0); number inputs hold '' while empty, which means none.
 */
export const optionalNumber = (min: number, max: number, rangeMessage: string, decimals = 0) =>
  z.union([z.number(), z.string()]).check(
    z.superRefine((value, ctx) => {
      if (value === '') return;
      const scaled = typeof value === 'number' ? value * 10 ** decimals : Number.NaN;
      if (
        !Number.isFinite(scaled) ||
        Math.abs(scaled - Math.round(scaled)) > 1e-9 ||
        (value as number) < min ||
        (value as number) > max
      )
        ctx.addIssue({ code: 'custom', message: rangeMessage, input: value });
    }),
  );

/** An optional number input's value for the API: null while empty. */
export const numberOrNull = (value: number | string): number | null => (value === '' ? null : Number(value));

/** A referee's dan: a required whole number in the server's range. */
export const danField = () => requiredInteger(constraints.danMin, constraints.danMax, messages.danRange);
export const retentionYearsField = () =>
  requiredInteger(constraints.retentionYearsMin, constraints.retentionYearsMax, messages.retentionYearsRange);

/** An optional age limit in whole years, in the server's range. */
export const ageField = () => optionalNumber(constraints.ageMin, constraints.ageMax, messages.ageRange);

/** An optional weight in kg, over 0 and up to the server's heaviest, with the server's decimals. */
export const weightField = () =>
  optionalNumber(constraints.weightMin, constraints.weightMax, messages.weightRange, constraints.weightDecimals);

/** An optional bound of a team discipline's member range, in the server's range. */
export const teamMembersField = () =>
  optionalNumber(constraints.teamMembersMin, constraints.teamMembersMax, messages.teamMembersBound);
