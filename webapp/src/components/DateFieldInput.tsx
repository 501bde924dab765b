import '@/styles/components/Popover';
import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import { CloseButton, Popover, TextInput } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateValue, normalizeDateTime, placeholderKey, type DateFieldProps } from '@/components/date-field';
import { datePattern, formatDate, formatLongDate, writeDate } from '@/lib/format';
import { readTypedDate } from '@/lib/typed-date';

/** dayjs's name of a UI language where it differs (month and day names of the calendar). */
const DAYJS_LOCALES: Record<string, string> = { 'sr-Cyrl': 'sr-cyrl' };

/** The day an example of the pattern shows: 15 March 2012 (10:30 with a time of day). */
const EXAMPLE = new Date(2012, 2, 15, 10, 30);

/**
 * The input of DateField, in its own chunk: a text field that reads a date as people type it
 * (`readTypedDate`: `15.03.2012`, `15.3.2012.`, `15. 03. 2012.`, `2012-03-15`, ...) with a
 * calendar under it. While typed, it says how it reads the text; when left, a date is shown in
 * the language's pattern, and text that is no date (or a day out of `min`..`max`) stays as typed
 * with a message: the form's value is then that text, which its schema refuses, so nothing typed
 * is ever dropped in silence.
 */
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
  const pattern = datePattern(withTime);
  const [text, setText] = useState(() => formatDateValue(value, pattern));
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState<string | undefined>(() => readTypedDate(value, withTime)?.slice(0, 10));
  // What this field last gave the form, in which pattern: another value was set from outside
  // (a reset, a loaded record), or the language changed; either is shown anew.
  const [known, setKnown] = useState({ value, pattern });
  if (known.value !== value || known.pattern !== pattern) {
    setKnown({ value, pattern });
    setText(formatDateValue(value, pattern));
    setProblem(null);
  }

  const send = (next: string) => {
    setKnown({ value: next, pattern });
    if (next !== value) onChange(next);
  };
  const read = readTypedDate(text, withTime);

  const type = (typed: string) => {
    setText(typed);
    setProblem(null);
    const trimmed = typed.trim();
    const date = readTypedDate(trimmed, withTime);
    if (date) setMonth(date.slice(0, 10));
    send(trimmed === '' ? '' : (date ?? trimmed));
  };

  const rangeProblem = (day: string): string | null => {
    if (min && day < min) return t('dates.notBefore', { day: formatDate(min) });
    if (max && day > max) return t('dates.notAfter', { day: formatDate(max) });
    return null;
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setOpened(false);
    const typed = event.currentTarget.value.trim();
    if (typed === '') return;
    const date = readTypedDate(typed, withTime);
    if (date === null) {
      setProblem(t('dates.unreadable', { example: writeDate(EXAMPLE, pattern) }));
      return;
    }
    setText(formatDateValue(date, pattern));
    setProblem(rangeProblem(date.slice(0, 10)));
  };

  const pick = (day: string) => {
    const next = withTime ? normalizeDateTime(day, read ?? '') : day;
    send(next);
    setText(formatDateValue(next, pattern));
    setProblem(null);
    setMonth(day);
    setOpened(false);
  };

  // How the text reads while it is not yet written as the pattern writes it.
  const understood =
    read !== null && text.trim() !== formatDateValue(read, pattern)
      ? t('dates.understood', {
          date: withTime ? `${formatLongDate(read)} ${read.slice(11, 16)}` : formatLongDate(read),
        })
      : null;

  return (
    <Popover opened={opened} position="bottom-start" trapFocus={false} returnFocus={false} withRoles={false}>
      <Popover.Target>
        <TextInput
          label={label}
          description={understood ?? description}
          withAsterisk={withAsterisk}
          placeholder={t(placeholderKey(withTime))}
          autoComplete="off"
          leftSection={<IconCalendar size={16} />}
          rightSection={
            clearable && text !== '' ? (
              <CloseButton size="sm" aria-label={t('common.clear')} onClick={() => type('')} />
            ) : undefined
          }
          value={text}
          onChange={(event) => type(event.currentTarget.value)}
          onFocus={() => setOpened(true)}
          onClick={() => setOpened(true)}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
          error={problem ?? error}
        />
      </Popover.Target>
      <Popover.Dropdown onMouseDown={(event) => event.preventDefault()}>
        <Calendar
          __preventFocus
          locale={DAYJS_LOCALES[i18n.language] ?? i18n.language}
          minDate={min}
          maxDate={max}
          date={month}
          onDateChange={setMonth}
          getDayProps={(day) => ({ selected: read?.slice(0, 10) === day, onClick: () => pick(day) })}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
