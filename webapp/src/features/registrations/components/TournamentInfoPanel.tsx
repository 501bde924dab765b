import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { tournamentFeesQuery } from '@/features/registrations/fees/api';
import { InfoGrid, type InfoItem } from '@/features/registrations/components/InfoGrid';
import { Panel } from '@/features/registrations/components/Panel';
import { tournamentCounts } from '@/features/registrations/info';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';

interface TournamentInfoPanelProps {
  tournament: Tournament;
  /** Admins with the fee feature on also see every club's fee in total. */
  withFees: boolean;
}

/** The tournament's info panel: clubs, competitors, teams and their entries (the tournament's counts). */
export function TournamentInfoPanel({ tournament, withFees }: TournamentInfoPanelProps) {
  const { t } = useTranslation(NS);
  const fees = useQuery({ ...tournamentFeesQuery(tournament.id), enabled: withFees });
  const counts = tournamentCounts(tournament);
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
  return (
    <Panel title={t('info.title')} testId="tournament-info">
      <InfoGrid items={items} />
    </Panel>
  );
}
