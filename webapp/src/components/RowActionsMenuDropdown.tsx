import '@/styles/components/Menu';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { RowActionsMenuProps } from '@/components/row-actions';

/**
 * The "⋮" menu itself (Mantine Menu, floating-ui): RowActionsMenu loads it on the first click
 * and mounts it open.
 */
export default function RowActionsMenuDropdown({ actions, name }: RowActionsMenuProps & { name: string }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
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
