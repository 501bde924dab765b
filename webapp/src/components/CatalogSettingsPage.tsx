import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveToggle } from '@/components/ArchiveToggle';
import { DataTable, type Column } from '@/components/DataTable';
import { LazyFormDrawer } from '@/components/LazyFormDrawer';
import { QueryState } from '@/components/QueryState';
import { RowActionsMenu } from '@/components/RowActionsMenu';

/** An archivable catalogue entry (a category, a discipline). */
export interface CatalogItem {
  id: number;
  name: string;
  isArchived: boolean;
}

type Page<Item> = { items: Item[]; total: number };

interface CatalogSettingsPageProps<Item extends CatalogItem, Key extends QueryKey> {
  /** Catalogue key prefix of the texts `create`, `edit`, `empty` and `emptyArchive`. */
  texts: string;
  tableLabel: string;
  minWidth: number;
  /** The page of items, active or archived. */
  list: (archived: boolean) => UseQueryOptions<Page<Item>, Error, Page<Item>, Key>;
  /** The data columns; the row actions column is added here. */
  columns: Column<Item>[];
  actions: { toggleArchived: (item: Item) => Promise<unknown>; remove: (item: Item) => Promise<unknown> };
  /** The create (item `null`) or edit form inside the drawer (which loads on first open; the form may be lazy). */
  form: (item: Item | null, onDone: () => void) => ReactNode;
  /** Starts loading a lazy form once the page is up, so that the drawer rarely waits for it. */
  preloadForm?: () => Promise<unknown>;
}

/** Settings › a catalogue: active/archived toggle, table with edit, archive and remove, drawer. */
export function CatalogSettingsPage<Item extends CatalogItem, Key extends QueryKey>(
  props: CatalogSettingsPageProps<Item, Key>,
) {
  const { texts, tableLabel, minWidth, list, actions, form, preloadForm } = props;
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const query = useQuery(list(archived));
  useEffect(() => {
    preloadForm?.().catch(() => undefined); // a failed load is retried when the drawer opens
  }, [preloadForm]);

  const columns: Column<Item>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: t('common.actions'),
      width: 90,
      render: (item) => (
        <RowActionsMenu
          label={t('rowActions.labelFor', { name: item.name })}
          actions={[
            { key: 'edit', label: t('common.edit'), icon: <IconPencil size={16} />, onClick: () => setEditing(item) },
            {
              key: 'archive',
              label: t(item.isArchived ? 'rowActions.unarchive' : 'rowActions.archive'),
              icon: item.isArchived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />,
              onClick: () => void actions.toggleArchived(item),
            },
            {
              key: 'remove',
              label: t('common.delete'),
              icon: <IconTrash size={16} />,
              color: 'red',
              onClick: () => void actions.remove(item),
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
            {t(`${texts}.create`)}
          </Button>
        </Group>
        <QueryState query={query}>
          {(page) => (
            <DataTable
              label={tableLabel}
              columns={columns}
              rows={page.items}
              rowKey={(item) => item.id}
              emptyText={t(archived ? `${texts}.emptyArchive` : `${texts}.empty`)}
              minWidth={minWidth}
            />
          )}
        </QueryState>
      </Stack>
      <LazyFormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? `${texts}.create` : `${texts}.edit`)}
      >
        {editing !== null && (
          <div key={editing === 'new' ? 'new' : editing.id}>
            {form(editing === 'new' ? null : editing, () => setEditing(null))}
          </div>
        )}
      </LazyFormDrawer>
    </Paper>
  );
}
