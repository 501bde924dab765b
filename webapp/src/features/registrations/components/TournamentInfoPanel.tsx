import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { getTournamentFees } from '@/features/fees/api';
import { registrationListKeys } from '@/features/registrations/api/keys';
import { listCompetitors, listTeams } from '@/features/registrations/api/lists';
import { InfoGrid, type InfoItem } from '@/features/registrations/components/InfoGrid';
import { Panel } from '@/features/registrations/components/Panel';
import { tournamentCounts } from '@/features/registrations/info';
import { NS } from '@/features/registrations/i18n';
import { sortModeOf } from '@/features/registrations/sort';
import { formatAmount } from '@/lib/format';
import { usePreferences } from '@/stores/preferences';

interface TournamentInfoPanelProps {
  tournament: Tournament;
  /** Admins with the fee feature on also see every club's fee in total. */
  withFees: boolean;
}

/** The tournament's info panel: clubs, competitors, teams and their disciplines (every club). */
export function TournamentInfoPanel({ tournament, withFees }: TournamentInfoPanelProps) {
  const { t } = useTranslation(NS);
  // The lists' remembered sort: the same queries as the admins' "all competitors and teams".
  const sort = sortModeOf(usePreferences((state) => state.registrationSort));
  const competitors = useQuery({
    queryKey: registrationListKeys.competitors(tournament.id, sort),
    queryFn: () => listCompetitors(tournament.id, sort),
  });
  const teams = useQuery({
    queryKey: registrationListKeys.teams(tournament.id, sort),
    queryFn: () => listTeams(tournament.id, sort),
  });
  const fees = useQuery({
    queryKey: registrationListKeys.fees(tournament.id),
    queryFn: () => getTournamentFees(tournament.id),
    enabled: withFees,
  });
  return (
    <Panel title={t('info.title')} testId="tournament-info">
      <QueryState query={competitors}>
        {(competitorList) => (
          <QueryState query={teams}>
            {(teamList) => {
              const counts = tournamentCounts(competitorList.items, teamList.items);
              const items: InfoItem[] = [
                { label: t('info.clubs'), value: counts.clubs, testId: 'info-clubs' },
                { label: t('fee.competitors'), value: counts.competitors, testId: 'info-competitors' },
                { label: t('fee.disciplines'), value: counts.disciplines, testId: 'info-disciplines' },
                { label: t('info.teams'), value: counts.teams, testId: 'info-teams' },
                { label: t('fee.teamDisciplines'), value: counts.teamDisciplines, testId: 'info-team-disciplines' },
              ];
              if (withFees && fees.data) {
                items.push({ label: t('info.fees'), value: formatAmount(fees.data.total), testId: 'info-fees' });
              }
              return <InfoGrid items={items} />;
            }}
          </QueryState>
        )}
      </QueryState>
    </Panel>
  );
}
