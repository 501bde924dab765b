import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { lazyField } from '@/components/LazyField';
import { DATE_TIME_PLACEHOLDER } from '@/features/tournaments/schemas/tournament-values';

export interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DD HH:mm:ss`, or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/**
 * A date and time typed as `yyyy-MM-dd HH:mm:ss` or picked in a calendar (product-spec §9). The
 * date input (@mantine/dates, dayjs, Popover and floating-ui: ~40 KB gzip) loads in its own chunk
 * as soon as the field is shown; a read-only input with the same label and value stands in.
 */
export const DateTimeField = lazyField(
  () => import('@/features/tournaments/components/DateTimeInput'),
  ({ label, value, error, withAsterisk }: DateTimeFieldProps) => ({
    label,
    value,
    error,
    withAsterisk,
    placeholder: DATE_TIME_PLACEHOLDER,
    leftSection: <IconCalendar size={16} />,
  }),
);
