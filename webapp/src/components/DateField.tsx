import { IconCalendar } from '@tabler/icons-react';
import { frameProps, lazyField } from '@/components/LazyField';
import { formatDateValue, placeholderKey, type DateFieldProps } from '@/components/date-field';
import { datePattern } from '@/lib/format';
import { i18n } from '@/lib/i18n';

export type { DateFieldProps } from '@/components/date-field';

/**
 * The one date (or date and time) field of the app, typed as people type dates (`15.03.2012`,
 * `15.3.2012.`, `2012-03-15`, ...) or picked in a calendar, and shown in the user's language's
 * pattern, the one of every date on screen (`dd.mm.yyyy.` in Serbian, `dd/mm/yyyy` in English:
 * `datePattern`); the value is the API's `YYYY-MM-DD` (`YYYY-MM-DD HH:mm:ss` with `withTime`).
 * The input (@mantine/dates' calendar, dayjs, Popover) loads in its own chunk as soon as the field
 * is shown; a read-only input with the same label and value stands in.
 */
export const DateField = lazyField(
  () => import('@/components/DateFieldInput'),
  (props: DateFieldProps) => ({
    ...frameProps(props),
    value: formatDateValue(props.value, datePattern(props.withTime)),
    placeholder: i18n.t(placeholderKey(props.withTime)),
    leftSection: <IconCalendar size={16} />,
  }),
);
