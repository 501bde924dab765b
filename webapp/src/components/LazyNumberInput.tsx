import type { NumberInputProps } from '@mantine/core';
import { frameProps, lazyField } from '@/components/LazyField';

/** The value as NumberInput shows it: digits grouped by `thousandSeparator` when one is set. */
function shownValue({ value, thousandSeparator }: NumberInputProps): string {
  if (value === undefined || value === '') return '';
  const text = String(value);
  if (typeof thousandSeparator !== 'string' || !/^-?\d+$/.test(text)) return text;
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator);
}

/**
 * Mantine's NumberInput (9–10 KB gzip with its sheet) loaded in its own chunk as soon as it is
 * shown (lazyField); until then a read-only input with the same frame and value stands in.
 */
export const LazyNumberInput = lazyField(
  () => import('@/components/NumberField'),
  (props: NumberInputProps) => ({
    ...frameProps(props),
    rightSection: props.rightSection,
    rightSectionWidth: props.rightSectionWidth,
    value: shownValue(props),
  }),
);
