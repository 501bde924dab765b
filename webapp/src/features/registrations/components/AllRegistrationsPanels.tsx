import '@/styles/components/Combobox';
import { Button, Select, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconNumbers } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import type { Column } from '@/components/DataTable';
import { DownloadButton } from '@/components/DownloadButton';
import { downloadEntries } from '@/features/registrations/api/exports';
import { assignNumbers, listCompetitors, listTeams } from '@/features/registrations/api/lists';
import type { CompetitorRegistration, TeamRegistration } from '@/features/registrations/api/types';
import { WithBrokenRules } from '@/features/registrations/components/BrokenRules';
import { entriesText, personName } from '@/features/registrations/components/categories-text';
import { PagedListPanel } from '@/features/registrations/components/PagedListPanel';
import { useRefreshRegistrations } from '@/features/registrations/components/use-refresh-registrations';
import { NS } from '@/features/registrations/i18n';
import { SORT_MODES, sortModeOf } from '@/features/registrations/sort';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { usePreferences } from '@/stores/preferences';

/** Admins: every club's competitors and teams, a page at a time in the remembered order, and number assignment. */
export function AllRegistrationsPanels({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const refresh = useRefreshRegistrations(tournament.id);
  const sort = sortModeOf(usePreferences((state) => state.registrationSort));
  const setSort = usePreferences((state) => state.setRegistrationSort);
  const numbers = useMutation({
    mutationFn: () => assignNumbers(tournament.id),
    onSuccess: async () => {
      notify(t('admin.assigned'));
      await refresh();
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
    {
      key: 'name',
      header: t('competitors.name'),
      render: (row) => (
        <WithBrokenRules name={personName(row.competitor)} rules={row.brokenRules} overridden={row.overriddenRules} />
      ),
    },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    {
      key: 'categories',
      header: t('competitors.categories'),
      render: (row) => entriesText(row, t('waiting.marker')),
    },
  ];
  const teamColumns: Column<TeamRegistration>[] = [
    { key: 'type', header: t('teams.type'), render: (row) => t(`teams.types.${row.type}`), width: 96 },
    {
      key: 'members',
      header: t('teams.members'),
      render: (row) => (
        <WithBrokenRules
          name={row.members.map(personName).join(', ')}
          rules={row.brokenRules}
          overridden={row.overriddenRules}
        />
      ),
    },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    {
      key: 'categories',
      header: t('competitors.categories'),
      render: (row) => entriesText(row, t('waiting.marker')),
    },
  ];

  return (
    <Stack gap="lg">
      <PagedListPanel
        tournamentId={tournament.id}
        list="competitors"
        count={tournament.competitorsCount}
        fetchPage={listCompetitors}
        sort={sort}
        title={t('admin.allCompetitors')}
        testId="all-competitors"
        columns={competitorColumns}
        emptyText={t('competitors.empty')}
        searchLabel={t('admin.searchCompetitors')}
        actions={
          <>
            {sortSelect}
            <DownloadButton
              label={t('exports.entries')}
              icon={<IconFileSpreadsheet size={14} />}
              download={() => downloadEntries(tournament.id)}
            />
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
      />
      <PagedListPanel
        tournamentId={tournament.id}
        list="teams"
        count={tournament.teamsCount}
        fetchPage={listTeams}
        sort={sort}
        title={t('admin.allTeams')}
        testId="all-teams"
        columns={teamColumns}
        emptyText={t('teams.empty')}
        searchLabel={t('admin.searchTeams')}
      />
    </Stack>
  );
}
