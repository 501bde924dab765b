import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { overviewQuery } from '@/features/registrations/api/overview';
import type { Overview, TeamType } from '@/features/registrations/api/types';
import { DisciplineOverviewPanel } from '@/features/registrations/components/DisciplineOverviewPanel';
import { DisciplineOverviewSwitch } from '@/features/registrations/components/DisciplineOverviewSwitch';
import { entriesText, teamEntries } from '@/features/registrations/api/overview-entries';
import { competitorCountGroups, teamCountGroups, type Sex } from '@/features/registrations/discipline-overview';
import { NS } from '@/features/registrations/i18n';
import type { OverviewTexts } from '@/features/registrations/overview-print';
import { sortModeOf } from '@/features/registrations/sort';
import { usePreferences } from '@/stores/preferences';

interface OverviewPanelsProps {
  tournament: Tournament;
  /** The admins' switch that shows the overview to clubs. */
  withSwitch: boolean;
}

/** The competitors' and the teams' discipline overview panels (loaded when first shown). */
export function OverviewPanels({ tournament, withSwitch }: OverviewPanelsProps) {
  const { t } = useTranslation(NS);
  // Previews and prints list the entries in the lists' remembered order.
  const sort = sortModeOf(usePreferences((state) => state.registrationSort));
  const selectCompetitors = useCallback(
    (overview: Overview) => competitorCountGroups(overview.competitors, tournament.disciplines),
    [tournament.disciplines],
  );
  const selectTeams = useCallback(
    (overview: Overview) => teamCountGroups(overview.teams, tournament.teamDisciplines),
    [tournament.teamDisciplines],
  );
  const competitors = useQuery({ ...overviewQuery(tournament.id), select: selectCompetitors });
  const teams = useQuery({ ...overviewQuery(tournament.id), select: selectTeams });

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
        entries={entriesText(tournament, sort)}
        texts={competitorTexts}
        withNumbers
        actions={withSwitch ? <DisciplineOverviewSwitch /> : null}
      />
      <DisciplineOverviewPanel
        title={t('overview.teams')}
        subtitle={tournament.name}
        testId="team-discipline-overview"
        query={teams}
        entries={teamEntries(tournament, sort)}
        texts={teamTexts}
        withNumbers={false}
      />
    </Stack>
  );
}
