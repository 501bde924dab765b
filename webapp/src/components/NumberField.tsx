import '@/styles/components/NumberInput';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Mantine's NumberInput, in its own chunk: LazyNumberInput loads it. */
export default function NumberField(props: NumberInputProps) {
  return <NumberInput {...props} />;
}
