import { Button, Select, Stack } from '@mantine/core';
import { IconNumbers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { registrationKeys, registrationListKeys } from '@/features/registrations/api/keys';
import { assignNumbers, listCompetitors, listTeams } from '@/features/registrations/api/lists';
import type { CompetitorRegistration, TeamRegistration } from '@/features/registrations/api/types';
import { categoriesText, personName } from '@/features/registrations/components/categories-text';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { SORT_MODES, sortModeOf } from '@/features/registrations/sort';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { usePreferences } from '@/stores/preferences';

/** Admins: every club's competitors and teams, sorted as remembered, and number assignment. */
export function AllRegistrationsPanels({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const sort = sortModeOf(usePreferences((state) => state.registrationSort));
  const setSort = usePreferences((state) => state.setRegistrationSort);
  const competitors = useQuery({
    queryKey: registrationListKeys.competitors(tournament.id, sort),
    queryFn: () => listCompetitors(tournament.id, sort),
  });
  const teams = useQuery({
    queryKey: registrationListKeys.teams(tournament.id, sort),
    queryFn: () => listTeams(tournament.id, sort),
  });
  const numbers = useMutation({
    mutationFn: () => assignNumbers(tournament.id),
    onSuccess: async () => {
      notify(t('admin.assigned'));
      await queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const askNumbers = async () => {
    if (await confirmAction({ title: t('admin.assignTitle'), message: t('admin.assignMessage') })) numbers.mutate();
  };

  const sortSelect = (
    <Select
      size="xs"
      aria-label={t('admin.sort')}
      data={SORT_MODES.map((mode) => ({ value: mode, label: t(`admin.sorts.${mode}`) }))}
      value={sort}
      onChange={(value) => value && setSort(value)}
      allowDeselect={false}
      w={180}
    />
  );

  const competitorColumns: Column<CompetitorRegistration>[] = [
    { key: 'number', header: t('competitors.number'), render: (row) => row.assignedNumber ?? '', width: 64 },
    { key: 'name', header: t('competitors.name'), render: (row) => personName(row.competitor) },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    { key: 'categories', header: t('competitors.categories'), render: (row) => categoriesText(row.categories) },
  ];
  const teamColumns: Column<TeamRegistration>[] = [
    { key: 'type', header: t('teams.type'), render: (row) => t(`teams.types.${row.type}`), width: 96 },
    { key: 'members', header: t('teams.members'), render: (row) => row.members.map(personName).join(', ') },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    { key: 'categories', header: t('competitors.categories'), render: (row) => categoriesText(row.categories) },
  ];

  return (
    <Stack gap="lg">
      <Panel
        title={t('admin.allCompetitors')}
        count={competitors.data?.total}
        testId="all-competitors"
        actions={
          <>
            {sortSelect}
            {!tournament.isArchived && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconNumbers size={14} />}
                loading={numbers.isPending}
                onClick={() => void askNumbers()}
              >
                {t('admin.assignNumbers')}
              </Button>
            )}
          </>
        }
      >
        <QueryState query={competitors}>
          {(data) => (
            <DataTable
              columns={competitorColumns}
              rows={data.items}
              rowKey={(row) => row.id}
              emptyText={t('competitors.empty')}
              label={t('admin.allCompetitors')}
            />
          )}
        </QueryState>
      </Panel>
      <Panel title={t('admin.allTeams')} count={teams.data?.total} testId="all-teams">
        <QueryState query={teams}>
          {(data) => (
            <DataTable
              columns={teamColumns}
              rows={data.items}
              rowKey={(row) => row.id}
              emptyText={t('teams.empty')}
              label={t('admin.allTeams')}
            />
          )}
        </QueryState>
      </Panel>
    </Stack>
  );
}
