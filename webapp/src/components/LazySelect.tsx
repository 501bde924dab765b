import '@/styles/components/Combobox';
import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const OpenedSelect = lazy(() => import('@/components/OpenedSelect'));

/**
 * A Mantine Select whose code (Combobox, Popover, floating-ui: ~27 KB) loads the first time the
 * field is focused or clicked; until then a plain input of the same size, label and chevron
 * stands in, and the select opens focused in its place.
 */
export function LazySelect(props: SelectProps) {
  const [wanted, setWanted] = useState(false);
  const { label, placeholder, size, style, w, disabled, 'aria-label': ariaLabel } = props;
  const stand = (
    <TextInput
      label={label}
      placeholder={placeholder}
      size={size}
      style={style}
      w={w}
      disabled={disabled}
      aria-label={ariaLabel}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value=""
      readOnly
      rightSection={<ComboboxChevron size={size} />}
      rightSectionPointerEvents="none"
      onFocus={() => setWanted(true)}
      onPointerDown={() => setWanted(true)}
    />
  );
  if (!wanted) return stand;
  return (
    <Suspense fallback={stand}>
      <OpenedSelect {...props} />
    </Suspense>
  );
}
