import '@/styles/components/MultiSelect';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';

/** Mantine's MultiSelect, in its own chunk: LazyMultiSelect loads it. */
export default function MultiSelectField(props: MultiSelectProps) {
  return <MultiSelect {...props} />;
}
