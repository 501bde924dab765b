import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { TournamentPage } from '@/app/pages/tournament/TournamentPage';
import { useAppData } from '@/stores/app-data';

/** `/tournament`: the active tournament of the app data (open, or the last one). */
export default function ActiveTournamentRoute() {
  const { t } = useTranslation();
  const active = useAppData((state) => state.activeTournament);
  if (!active) {
    return (
      <Paper withBorder p="lg" maw={560}>
        <Text c="dimmed">{t('tournaments.noActive')}</Text>
      </Paper>
    );
  }
  return <TournamentPage key={active.id} id={active.id} path={paths.activeTournament} />;
}
