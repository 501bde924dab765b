import { Button, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { deleteCompetitor } from '@/features/registrations/api/competitors';
import { registrationKeys } from '@/features/registrations/api/keys';
import type { CompetitorRegistration } from '@/features/registrations/api/types';
import { categoriesText, personName } from '@/features/registrations/components/categories-text';
import { CompetitorDialog } from '@/features/registrations/components/CompetitorDialog';
import { Panel } from '@/features/registrations/components/Panel';
import { RegistrationActions } from '@/features/registrations/components/RegistrationActions';
import { NS } from '@/features/registrations/i18n';
import { tournamentKeys } from '@/features/tournaments/api/keys';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface CompetitorsPanelProps {
  tournament: Tournament;
  competitors: readonly CompetitorRegistration[];
  members: readonly Member[];
  canChange: boolean;
}

/** The club's registered competitors with register, change and remove. */
export function CompetitorsPanel({ tournament, competitors, members, canChange }: CompetitorsPanelProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  // undefined: closed; null: a new registration.
  const [editing, setEditing] = useState<CompetitorRegistration | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: (registration: CompetitorRegistration) => deleteCompetitor(registration.id),
    onSuccess: async () => {
      notify(t('competitors.removed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournament.id) }),
      ]);
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  const columns: Column<CompetitorRegistration>[] = [
    { key: 'number', header: t('competitors.number'), render: (row) => row.assignedNumber ?? '', width: 64 },
    { key: 'name', header: t('competitors.name'), render: (row) => personName(row.competitor) },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    { key: 'categories', header: t('competitors.categories'), render: (row) => categoriesText(row.categories) },
  ];
  if (canChange) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>{t('edit')}</VisuallyHidden>,
      width: 96,
      render: (row) => (
        <RegistrationActions
          name={personName(row.competitor)}
          onEdit={() => setEditing(row)}
          onRemove={() => remove.mutateAsync(row).catch(() => undefined)}
          removing={remove.isPending && remove.variables.id === row.id}
          removeTitle={t('competitors.removeTitle')}
          removeMessage={t('competitors.removeMessage', { name: personName(row.competitor) })}
        />
      ),
    });
  }

  const title = t('competitors.title');
  return (
    <Panel
      title={title}
      count={competitors.length}
      testId="own-competitors"
      actions={
        canChange ? (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            {t('competitors.add')}
          </Button>
        ) : null
      }
    >
      <DataTable
        columns={columns}
        rows={competitors}
        rowKey={(row) => row.id}
        emptyText={t('competitors.empty')}
        label={title}
      />
      {editing !== undefined && (
        <CompetitorDialog
          tournament={tournament}
          members={members}
          registeredIds={new Set(competitors.map((row) => row.competitorId))}
          registration={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Panel>
  );
}
