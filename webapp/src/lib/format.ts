/** Display formats: Serbian dates, RSD amounts with German grouping (product-spec §9). */

/** Made on first use: each costs milliseconds of locale data at start, and a page needs one or none. */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const amountFormat = once(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
const dateFormat = once(
  () => new Intl.DateTimeFormat('sr-Latn-RS', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('sr-Latn-RS', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** `1500` → `1.500 RSD`. */
export const formatAmount = (amount: number, currency = 'RSD'): string =>
  `${amountFormat().format(amount)} ${currency}`;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` as a local calendar day and ISO date-times as given. */
export function parseDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-03-01` → `01. 03. 2026.` (Serbian locale); empty for missing or bad input. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? parseDate(value) : null;
  return date ? dateFormat().format(date) : '';
}

/** Date and time in the Serbian locale. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? parseDate(value) : null;
  return date ? dateTimeFormat().format(date) : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the API's `YYYY-MM-DD`. */
export const toIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
