import '@/styles/components/Popover';
import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DateTimeFieldProps } from '@/features/tournaments/components/DateTimeField';
import {
  DATE_TIME_FORMAT,
  DATE_TIME_PLACEHOLDER,
  normalizeDateTime,
} from '@/features/tournaments/schemas/tournament-values';

/** The date-time input of DateTimeField (@mantine/dates and dayjs), in its own chunk. */
export default function DateTimeInput({ label, value, onChange, error, withAsterisk, clearable }: DateTimeFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      label={label}
      withAsterisk={withAsterisk}
      clearable={clearable}
      withTime
      valueFormat={DATE_TIME_FORMAT}
      placeholder={DATE_TIME_PLACEHOLDER}
      locale={i18n.language}
      leftSection={<IconCalendar size={16} />}
      value={value || null}
      onChange={(next) => onChange(normalizeDateTime(next, value))}
      error={error}
    />
  );
}
