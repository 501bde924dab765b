import { ActionIcon, Menu, type MantineColor } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: MantineColor;
  disabled?: boolean;
  onClick: () => void;
}

interface RowActionsMenuProps {
  actions: readonly RowAction[];
  /** Accessible name of the menu button, naming the row (`Actions: Seniors`). */
  label?: string;
}

/** The "⋮" menu of a table row; actions that need a confirmation ask for it themselves. */
export function RowActionsMenu({ actions, label }: RowActionsMenuProps) {
  const { t } = useTranslation();
  const name = label ?? t('common.actions');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={name} title={name}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.key}
            leftSection={action.icon}
            color={action.color}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
