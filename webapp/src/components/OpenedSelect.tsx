import '@/styles/components/Combobox';
import { Select, type SelectProps } from '@mantine/core';

/** The Select that LazySelect loads: focused and open, as the user asked by focusing its stand-in. */
export default function OpenedSelect(props: SelectProps) {
  return <Select {...props} autoFocus defaultDropdownOpened />;
}
