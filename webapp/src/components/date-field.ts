import type { ReactNode } from 'react';
import { parseDate, writeDate } from '@/lib/format';

const FIELD_VALUE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?$/;

/** The props of DateField and of its lazily loaded input (apart, so neither imports the other). */
export interface DateFieldProps {
  label: string;
  /**
   * `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with `withTime` (the API's form); '' while empty; the
   * text as typed while it is no date (the form's schema refuses it, so nothing typed is lost).
   */
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

/** The catalogue key of the placeholder of a date (or date and time) field: `dd.mm.gggg.`. */
export const placeholderKey = (withTime: boolean | undefined) =>
  withTime ? 'dates.placeholderTime' : 'dates.placeholder';

/**
 * A field's value (`YYYY-MM-DD[ HH:mm:ss]`) written in a format of tokens (`DD.MM.YYYY. HH:mm`):
 * what the field and its stand-in show. A value that is not of that form (text that is not a
 * date, kept as typed) is shown as it is.
 */
export function formatDateValue(value: string, format: string): string {
  const date = FIELD_VALUE.test(value) ? parseDate(value) : null;
  return date ? writeDate(date, format) : value;
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
