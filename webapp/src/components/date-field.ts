import type { ReactNode } from 'react';

/** The props of DateField and of its lazily loaded input (apart, so neither imports the other). */
export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with `withTime` (the API's form); '' while empty. */
  value: string;
  onChange: (value: string) => void;
  /** A date and a time of day (a tournament's registration start and end); a date alone otherwise. */
  withTime?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  clearable?: boolean;
  /** The earliest and latest day that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/** The catalogue keys of the user's date format (dayjs tokens) and of its placeholder. */
export const dateFormatKeys = (withTime: boolean | undefined) =>
  withTime
    ? ({ format: 'dates.formatTime', placeholder: 'dates.placeholderTime' } as const)
    : ({ format: 'dates.format', placeholder: 'dates.placeholder' } as const);

const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A value (`YYYY-MM-DD[ HH:mm:ss]`) written in a format of dayjs tokens (`DD.MM.YYYY. HH:mm`),
 * without dayjs: the field's stand-in shows it before the date input has loaded. A value that is
 * not of that form is shown as it is.
 */
export function formatDateValue(value: string, format: string): string {
  const match = VALUE.exec(value);
  if (!match) return value;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = match;
  const parts: Record<string, string> = { YYYY: year, MM: month, DD: day, HH: hour, mm: minute, ss: second };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2}:\d{2})$/;

/**
 * What a date-time field keeps when the picker answers: a day picked in the calendar comes
 * without a time, so it keeps the time already chosen (midnight at first).
 */
export function normalizeDateTime(value: string | null, previous: string): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return `${value} ${TIME.exec(previous)?.[1] ?? '00:00:00'}`;
  return value;
}
