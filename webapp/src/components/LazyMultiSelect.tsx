import type { MultiSelectProps } from '@mantine/core';
import { chosenLabel, frameProps, lazyField } from '@/components/LazyField';

/**
 * A Mantine MultiSelect loaded in its own chunk as soon as it is shown (lazyField); until then a
 * read-only input with the same label and the chosen options' labels stands in.
 */
export const LazyMultiSelect = lazyField(
  () => import('@/components/MultiSelectField'),
  (props: MultiSelectProps) => ({
    ...frameProps(props),
    value: (props.value ?? [])
      .map((chosen) => chosenLabel(props.data, chosen))
      .filter(Boolean)
      .join(', '),
  }),
);
