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
import { disciplineKeys } from '@/features/disciplines/api/keys';
import { listDisciplines } from '@/features/disciplines/api/list-disciplines';
import type { Discipline } from '@/api/types';
import { DisciplineFeeIcon } from '@/features/disciplines/components/DisciplineFeeIcon';
import { DisciplineForm } from '@/features/disciplines/components/DisciplineForm';
import { useDisciplineActions } from '@/features/disciplines/components/use-discipline-actions';
import { categoryNamesOf, sexLabelKey } from '@/features/disciplines/schemas/discipline';
import { useAppData } from '@/stores/app-data';

/** Settings › Disciplines: active or archived disciplines, with create, edit, archive and remove. */
export default function DisciplineSettingsRoute() {
  const { t } = useTranslation();
  const registrationFee = useAppData((state) => state.features.registrationFee);
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<Discipline | 'new' | null>(null);
  const query = useQuery({ queryKey: disciplineKeys.list(archived), queryFn: () => listDisciplines(archived) });
  const actions = useDisciplineActions();

  const columns: Column<Discipline>[] = [
    { key: 'name', header: t('disciplines.name'), render: (discipline) => discipline.name },
    { key: 'categories', header: t('disciplines.categories'), render: (discipline) => categoryNamesOf(discipline) },
    ...(registrationFee
      ? [
          {
            key: 'fee',
            header: t('disciplines.fee'),
            width: 140,
            render: (discipline: Discipline) => <DisciplineFeeIcon discipline={discipline} />,
          },
        ]
      : []),
    { key: 'sexes', header: t('disciplines.sexes'), render: (discipline) => t(sexLabelKey(discipline.forSex)) },
    {
      key: 'actions',
      header: t('common.actions'),
      width: 90,
      render: (discipline) => (
        <RowActionsMenu
          label={t('rowActions.labelFor', { name: discipline.name })}
          actions={[
            {
              key: 'edit',
              label: t('common.edit'),
              icon: <IconPencil size={16} />,
              onClick: () => setEditing(discipline),
            },
            {
              key: 'archive',
              label: t(discipline.isArchived ? 'rowActions.unarchive' : 'rowActions.archive'),
              icon: discipline.isArchived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />,
              onClick: () => void actions.toggleArchived(discipline),
            },
            {
              key: 'remove',
              label: t('common.delete'),
              icon: <IconTrash size={16} />,
              color: 'red',
              onClick: () => void actions.remove(discipline),
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
            {t('disciplines.create')}
          </Button>
        </Group>
        <QueryState query={query}>
          {(page) => (
            <DataTable
              label={t('pages.settingsDisciplines')}
              columns={columns}
              rows={page.items}
              rowKey={(discipline) => discipline.id}
              emptyText={t(archived ? 'disciplines.emptyArchive' : 'disciplines.empty')}
              minWidth={640}
            />
          )}
        </QueryState>
      </Stack>
      <FormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'disciplines.create' : 'disciplines.edit')}
      >
        {editing !== null && (
          <DisciplineForm
            key={editing === 'new' ? 'new' : editing.id}
            discipline={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDrawer>
    </Paper>
  );
}
