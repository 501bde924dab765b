/**
 * Display formats in the user's language, one function per rule: dates in the language's
 * pattern (catalogue `dates.format`: `22.12.2011.` in Serbian, `22/12/2011` in English: the
 * same in fields, lists and prints), decimal numbers (weights) with the language's separators,
 * RSD amounts with German grouping (docs/product.md, Formats and limits: `1.500 RSD` in every language).
 */
import { i18n } from '@/lib/i18n';

/** Serbian's pattern: what a date looks like before the catalogues have loaded. */
const FALLBACK_DATE = 'DD.MM.YYYY.';
const FALLBACK_DATE_TIME = 'DD.MM.YYYY. HH:mm';

/** The Intl locale of a UI language: Serbian in its script, English as in Britain (day first). */
const INTL_LOCALES: Record<string, string> = { sr: 'sr-Latn-RS', 'sr-Cyrl': 'sr-Cyrl-RS', en: 'en-GB' };

export const intlLocale = (language: string = i18n.language): string => INTL_LOCALES[language] ?? 'sr-Latn-RS';

/** Made on first use, per locale and options: each costs milliseconds of locale data. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, made);
  }
  return made;
}

/** `1500` → `1.500 RSD` (German grouping, no decimals: docs/product.md, Formats and limits). */
export const formatAmount = (amount: number, currency = 'RSD'): string =>
  `${numberFormat('de-DE', { maximumFractionDigits: 0 }).format(amount)} ${currency}`;

/** Minor units (para, cents) as money with both decimals: `150050` -> `1.500,50 RSD` (as invoices print it). */
export const formatMinorAmount = (minor: number, currency = 'RSD'): string =>
  `${numberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} ${currency}`;

/** A number in the user's language, with at most `maxDecimals` decimals: `1.234,5` / `1,234.5`. */
export const formatNumber = (value: number, maxDecimals = 2): string =>
  numberFormat(intlLocale(), { maximumFractionDigits: maxDecimals }).format(value);

/** Kilograms with their one decimal, in the user's language: `67,4` in Serbian, `67.4` in English. */
export const formatWeight = (kilograms: number): string =>
  numberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kilograms);

/** The decimal separator of the user's language (`,` in Serbian, `.` in English): number inputs type with it. */
export const decimalSeparator = (): string =>
  numberFormat(intlLocale(), {})
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value ?? ',';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORM_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Parses `YYYY-MM-DD` and the forms' `YYYY-MM-DD HH:mm[:ss]` as local calendar days and times,
 * ISO date-times as given.
 */
export function parseDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const local = DATE_ONLY.exec(value) ?? FORM_DATE_TIME.exec(value);
  const date = local
    ? new Date(
        Number(local[1]),
        Number(local[2]) - 1,
        Number(local[3]),
        Number(local[4] ?? 0),
        Number(local[5] ?? 0),
        Number(local[6] ?? 0),
      )
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A moment written in a pattern of tokens (`DD.MM.YYYY. HH:mm`, `DD/MM/YYYY`). */
export function writeDate(date: Date, pattern: string): string {
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** The user's language's date pattern, or with a time of day. */
export const datePattern = (withTime = false): string =>
  withTime
    ? i18n.t('dates.formatTime', { defaultValue: FALLBACK_DATE_TIME })
    : i18n.t('dates.format', { defaultValue: FALLBACK_DATE });

/** `2026-03-01` → `01.03.2026.` in Serbian, `01/03/2026` in English; empty for missing or bad input. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? parseDate(value) : null;
  return date ? writeDate(date, datePattern()) : '';
}

/** Date and time of day in the user's language: `01.03.2026. 10:05`, `01/03/2026 10:05`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? parseDate(value) : null;
  return date ? writeDate(date, datePattern(true)) : '';
}

/** A day spelled out, for "understood as": `15. mart 2012.`, `15 March 2012`. */
export function formatLongDate(value: string | Date): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A Date as the API's `YYYY-MM-DD`. */
export const toIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The time of day of a moment: `10:05`; empty for missing or bad input. */
export function formatTimeOfDay(value: string | Date | null | undefined): string {
  const date = value ? parseDate(value) : null;
  return date ? writeDate(date, 'HH:mm') : '';
}
