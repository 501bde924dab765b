import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDateTime } from '@/features/tournaments/schemas/tournament';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DD HH:mm:ss`, or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/** A date and time typed as `yyyy-MM-dd HH:mm:ss` or picked in a calendar (product-spec §9). */
export function DateTimeField({ label, value, onChange, error, withAsterisk, clearable }: DateTimeFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      label={label}
      withAsterisk={withAsterisk}
      clearable={clearable}
      withTime
      valueFormat={DATE_TIME_FORMAT}
      placeholder="yyyy-MM-dd HH:mm:ss"
      locale={i18n.language}
      leftSection={<IconCalendar size={16} />}
      value={value || null}
      onChange={(next) => onChange(normalizeDateTime(next, value))}
      error={error}
    />
  );
}
