import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** The props of RowActionsMenu and of its lazily loaded dropdown (apart, so neither imports the other). */
export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: MantineColor;
  disabled?: boolean;
  onClick: () => void;
}

export interface RowActionsMenuProps {
  actions: readonly RowAction[];
  /** Accessible name of the menu button, naming the row (`Actions: Seniors`). */
  label?: string;
}
