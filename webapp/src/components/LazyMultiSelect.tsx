import type { MultiSelectProps } from '@mantine/core';
import { chosenLabel, lazyField } from '@/components/LazyField';

/**
 * A Mantine MultiSelect loaded in its own chunk as soon as it is shown (lazyField); until then a
 * read-only input with the same label and the chosen options' labels stands in.
 */
export const LazyMultiSelect = lazyField(
  () => import('@/components/MultiSelectField'),
  ({ label, placeholder, size, w, disabled, withAsterisk, error, description, data, value }: MultiSelectProps) => ({
    label,
    placeholder,
    size,
    w,
    disabled,
    withAsterisk,
    error,
    description,
    value: (value ?? [])
      .map((chosen) => chosenLabel(data, chosen))
      .filter(Boolean)
      .join(', '),
  }),
);
