import { ActionIcon } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowActionsMenuProps } from '@/components/row-actions';

export type { RowAction, RowActionsMenuProps } from '@/components/row-actions';

// The menu (Mantine Menu with floating-ui, ~25 KB gzip) loads on the first click of a "⋮".
const RowActionsMenuDropdown = lazy(() => import('@/components/RowActionsMenuDropdown'));

/** The "⋮" menu of a table row; actions that need a confirmation ask for it themselves. */
export function RowActionsMenu({ actions, label }: RowActionsMenuProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const name = label ?? t('common.actions');
  const button = (
    <ActionIcon variant="subtle" color="gray" aria-label={name} title={name} onClick={() => setWanted(true)}>
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <RowActionsMenuDropdown actions={actions} name={name} />
    </Suspense>
  );
}
