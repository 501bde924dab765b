import '@/styles/components/Combobox';
import { Select, type SelectProps } from '@mantine/core';

/**
 * The Select that LazySelect loads: focused and open when its stand-in still has the focus
 * (lazyField passes `autoFocus` then), as the user asked by focusing it; closed otherwise.
 */
export default function OpenedSelect(props: SelectProps) {
  return <Select {...props} defaultDropdownOpened={props.autoFocus} />;
}
