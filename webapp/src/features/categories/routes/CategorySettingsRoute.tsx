import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveToggle } from '@/components/ArchiveToggle';
import { DataTable, type Column } from '@/components/DataTable';
import { FormDrawer } from '@/components/FormDrawer';
import { QueryState } from '@/components/QueryState';
import { RowActionsMenu } from '@/components/RowActionsMenu';
import { categoryKeys } from '@/features/categories/api/keys';
import { listCategories } from '@/features/categories/api/list-categories';
import type { Category } from '@/api/types';
import { CategoryFeeIcon } from '@/features/categories/components/CategoryFeeIcon';
import { CategoryForm } from '@/features/categories/components/CategoryForm';
import { useCategoryActions } from '@/features/categories/components/use-category-actions';

/** Settings › Categories: active or archived categories, with create, edit, archive and remove. */
export default function CategorySettingsRoute() {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const query = useQuery({ queryKey: categoryKeys.list(archived), queryFn: () => listCategories(archived) });
  const actions = useCategoryActions();

  const columns: Column<Category>[] = [
    { key: 'name', header: t('categories.name'), render: (category) => category.name },
    {
      key: 'fee',
      header: t('categories.fee'),
      width: 160,
      render: (category) => <CategoryFeeIcon noPay={category.noPay} />,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      width: 90,
      render: (category) => (
        <RowActionsMenu
          label={t('rowActions.labelFor', { name: category.name })}
          actions={[
            {
              key: 'edit',
              label: t('common.edit'),
              icon: <IconPencil size={16} />,
              onClick: () => setEditing(category),
            },
            {
              key: 'archive',
              label: t(category.isArchived ? 'rowActions.unarchive' : 'rowActions.archive'),
              icon: category.isArchived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />,
              onClick: () => void actions.toggleArchived(category),
            },
            {
              key: 'remove',
              label: t('common.delete'),
              icon: <IconTrash size={16} />,
              color: 'red',
              onClick: () => void actions.remove(category),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <ArchiveToggle archived={archived} onChange={setArchived} />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('categories.create')}
          </Button>
        </Group>
        <QueryState query={query}>
          {(page) => (
            <DataTable
              label={t('pages.settingsCategories')}
              columns={columns}
              rows={page.items}
              rowKey={(category) => category.id}
              emptyText={t(archived ? 'categories.emptyArchive' : 'categories.empty')}
              minWidth={420}
            />
          )}
        </QueryState>
      </Stack>
      <FormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'categories.create' : 'categories.edit')}
      >
        {editing !== null && (
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.id}
            category={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDrawer>
    </Paper>
  );
}
