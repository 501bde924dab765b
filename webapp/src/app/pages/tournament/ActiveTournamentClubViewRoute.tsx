import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/ErrorBox';
import { links, paths } from '@/config/paths';
import { TournamentClubView } from '@/app/pages/tournament/TournamentClubView';
import { useIdParam } from '@/lib/route-params';
import { useAppData } from '@/stores/app-data';

/** `/tournament/view/:clubId` (admins): a club in the active tournament of the app data. */
export default function ActiveTournamentClubViewRoute() {
  const { t } = useTranslation();
  const active = useAppData((state) => state.activeTournament);
  const clubId = useIdParam('clubId');
  if (clubId === null) return <ErrorBox />;
  if (!active) {
    return (
      <Paper withBorder p="lg" maw={560}>
        <Text c="dimmed">{t('tournaments.noActive')}</Text>
      </Paper>
    );
  }
  return (
    <TournamentClubView
      key={`${active.id}-${clubId}`}
      tournamentId={active.id}
      clubId={clubId}
      tournamentPath={paths.activeTournament}
      path={links.activeTournamentClubView(clubId)}
    />
  );
}
