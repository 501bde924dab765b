import '@/styles/components/Popover';
import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { dateFormatKeys, normalizeDateTime, type DateFieldProps } from '@/components/date-field';

dayjs.extend(customParseFormat);

/** dayjs's name of a UI language where it differs (month and day names of the calendar). */
const DAYJS_LOCALES: Record<string, string> = { 'sr-Cyrl': 'sr-cyrl' };

const ISO = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;
const ISO_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'];

/**
 * What the user typed, read strictly in the language's `format` (dayjs tokens), or as the API
 * writes it: the field's value (`YYYY-MM-DD`, with `withTime` `YYYY-MM-DD HH:mm:ss`), or null.
 */
export function parseTypedDate(typed: string, format: string, withTime: boolean | undefined): string | null {
  const text = typed.trim();
  const parsed = ISO.test(text) ? dayjs(text.replace('T', ' '), ISO_FORMATS, true) : dayjs(text, format, true);
  return parsed.isValid() ? parsed.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') : null;
}

/** The input of DateField (@mantine/dates and dayjs), in its own chunk. */
export default function DateFieldInput({
  label,
  value,
  onChange,
  withTime,
  error,
  description,
  withAsterisk,
  clearable,
  min,
  max,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const keys = dateFormatKeys(withTime);
  const format = t(keys.format);
  return (
    <DateInput
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      clearable={clearable}
      withTime={withTime}
      valueFormat={format}
      dateParser={(typed) => parseTypedDate(typed, format, withTime)}
      placeholder={t(keys.placeholder)}
      locale={DAYJS_LOCALES[i18n.language] ?? i18n.language}
      minDate={min}
      maxDate={max}
      leftSection={<IconCalendar size={16} />}
      value={value || null}
      onChange={(next) => onChange(withTime ? normalizeDateTime(next, value) : (next ?? ''))}
      error={error}
    />
  );
}
