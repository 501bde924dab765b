import { Button, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { registrationKeys } from '@/features/registrations/api/keys';
import { deleteTeam } from '@/features/registrations/api/teams';
import type { TeamRegistration } from '@/features/registrations/api/types';
import { categoriesText, personName } from '@/features/registrations/components/categories-text';
import { Panel } from '@/features/registrations/components/Panel';
import { RegistrationActions } from '@/features/registrations/components/RegistrationActions';
import { TeamDialog } from '@/features/registrations/components/TeamDialog';
import { NS } from '@/features/registrations/i18n';
import { tournamentKeys } from '@/features/tournaments/api/keys';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface TeamsPanelProps {
  tournament: Tournament;
  teams: readonly TeamRegistration[];
  members: readonly Member[];
  canChange: boolean;
  isAdmin: boolean;
}

const teamName = (team: TeamRegistration) => team.members.map(personName).join(', ');

/** The club's registered teams with register, change and remove. */
export function TeamsPanel({ tournament, teams, members, canChange, isAdmin }: TeamsPanelProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TeamRegistration | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: (team: TeamRegistration) => deleteTeam(team.id),
    onSuccess: async () => {
      notify(t('teams.removed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournament.id) }),
      ]);
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  const columns: Column<TeamRegistration>[] = [
    { key: 'type', header: t('teams.type'), render: (row) => t(`teams.types.${row.type}`), width: 96 },
    { key: 'members', header: t('teams.members'), render: teamName },
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
          name={teamName(row)}
          onEdit={() => setEditing(row)}
          onRemove={() => remove.mutateAsync(row).catch(() => undefined)}
          removing={remove.isPending && remove.variables.id === row.id}
          removeTitle={t('teams.removeTitle')}
          removeMessage={t('teams.removeMessage', { name: teamName(row) })}
        />
      ),
    });
  }

  const title = t('teams.title');
  return (
    <Panel
      title={title}
      count={teams.length}
      testId="own-teams"
      actions={
        canChange ? (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            {t('teams.add')}
          </Button>
        ) : null
      }
    >
      <DataTable columns={columns} rows={teams} rowKey={(row) => row.id} emptyText={t('teams.empty')} label={title} />
      {editing !== undefined && (
        <TeamDialog
          tournament={tournament}
          members={members}
          registration={editing}
          isAdmin={isAdmin}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Panel>
  );
}
