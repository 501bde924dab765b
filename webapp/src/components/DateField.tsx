import { IconCalendar } from '@tabler/icons-react';
import { frameProps, lazyField } from '@/components/LazyField';
import { dateFormatKeys, formatDateValue, type DateFieldProps } from '@/components/date-field';
import { i18n } from '@/lib/i18n';

export type { DateFieldProps } from '@/components/date-field';

/**
 * The one date (or date and time) field of the app, typed or picked in a calendar, in the user's
 * language: `dd.MM.yyyy.` in Serbian, `dd/MM/yyyy` in English (catalogue keys `dates.*`); the
 * value is the API's `YYYY-MM-DD` (`YYYY-MM-DD HH:mm:ss` with `withTime`). The input
 * (@mantine/dates, dayjs, Popover) loads in its own chunk as soon as the field is shown; a
 * read-only input with the same label and value stands in.
 */
export const DateField = lazyField(
  () => import('@/components/DateFieldInput'),
  (props: DateFieldProps) => {
    const keys = dateFormatKeys(props.withTime);
    return {
      ...frameProps(props),
      value: formatDateValue(props.value, i18n.t(keys.format)),
      placeholder: i18n.t(keys.placeholder),
      leftSection: <IconCalendar size={16} />,
    };
  },
);
