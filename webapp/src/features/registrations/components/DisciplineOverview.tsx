import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { registrationListKeys } from '@/features/registrations/api/keys';
import { listCompetitors, listTeams } from '@/features/registrations/api/lists';
import type { CompetitorList, TeamList, TeamType } from '@/features/registrations/api/types';
import { DisciplineOverviewPanel } from '@/features/registrations/components/DisciplineOverviewPanel';
import { DisciplineOverviewSwitch } from '@/features/registrations/components/DisciplineOverviewSwitch';
import {
  competitorGroups,
  overviewVisible,
  teamGroups,
  type OverviewTexts,
  type Sex,
} from '@/features/registrations/discipline-overview';
import { NS } from '@/features/registrations/i18n';
import { sortModeOf } from '@/features/registrations/sort';
import { useAppData } from '@/stores/app-data';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

/**
 * The discipline overview of the tournament page: admins always, with the switch that shows it
 * to clubs; others when it is shown to them (decisions §1).
 */
export function DisciplineOverview({ tournament }: { tournament: Tournament }) {
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const variant = useAppData((state) => state.variant);
  const showDisciplines = useAppData((state) => state.settings?.showDisciplines);
  if (!overviewVisible(isAdmin, variant, showDisciplines)) return null;
  // In the wff variant clubs always see it: the switch would change nothing.
  return <OverviewPanels tournament={tournament} withSwitch={isAdmin && variant !== 'wff'} />;
}

const selectTeams = (list: TeamList) => teamGroups(list.items);

function OverviewPanels({ tournament, withSwitch }: { tournament: Tournament; withSwitch: boolean }) {
  const { t } = useTranslation(NS);
  // The remembered sort of the lists, so that admins share the lists' cache.
  const sort = sortModeOf(usePreferences((state) => state.registrationSort));
  const selectCompetitors = useCallback(
    (list: CompetitorList) => competitorGroups(list.items, tournament.disciplines),
    [tournament.disciplines],
  );
  const competitors = useQuery({
    queryKey: registrationListKeys.competitors(tournament.id, sort),
    queryFn: () => listCompetitors(tournament.id, sort),
    select: selectCompetitors,
  });
  const teams = useQuery({
    queryKey: registrationListKeys.teams(tournament.id, sort),
    queryFn: () => listTeams(tournament.id, sort),
    select: selectTeams,
  });

  const common = {
    category: t('overview.category'),
    discipline: t('overview.discipline'),
    number: t('competitors.number'),
    club: t('competitors.club'),
    empty: t('overview.empty'),
  };
  const competitorTexts: OverviewTexts<Sex> = {
    ...common,
    kind: t('overview.sex'),
    kindLabel: (kind) => t(`overview.sexes.${kind}`),
    name: t('competitors.name'),
  };
  const teamTexts: OverviewTexts<TeamType> = {
    ...common,
    kind: t('teams.type'),
    kindLabel: (kind) => t(`teams.types.${kind}`),
    name: t('teams.members'),
  };

  return (
    <Stack gap="lg">
      <DisciplineOverviewPanel
        title={t('overview.competitors')}
        subtitle={tournament.name}
        testId="discipline-overview"
        query={competitors}
        texts={competitorTexts}
        withNumbers
        actions={withSwitch ? <DisciplineOverviewSwitch /> : null}
      />
      <DisciplineOverviewPanel
        title={t('overview.teams')}
        subtitle={tournament.name}
        testId="team-discipline-overview"
        query={teams}
        texts={teamTexts}
        withNumbers={false}
      />
    </Stack>
  );
}
