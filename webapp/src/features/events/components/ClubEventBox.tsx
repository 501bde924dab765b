import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubTournamentsQuery } from '@/api/tournaments/list-club-tournaments';
import { links } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { useAppData } from '@/stores/app-data';

/**
 * On a public tournament page, for a signed-in club user: the club's own entries and fee there, and
 * the way to the tournament as the club sees it (where it enters people). Nothing for a tournament
 * the club cannot work in.
 */
export function ClubEventBox({ tournamentId, clubId }: { tournamentId: number; clubId: number }) {
  const { t } = useTranslation();
  const withFee = useAppData((state) => state.features.registrationFee ?? true);
  const listed = useQuery(clubTournamentsQuery(clubId));
  const mine = listed.data?.find((tournament) => tournament.id === tournamentId);
  if (mine === undefined) return null;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-blue-0)" data-testid="club-event-box">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{t('events.yourClub.title')}</Text>
          <Text size="sm">
            {t('events.yourClub.entries', { competitors: mine.competitors, teams: mine.teams })}
            {withFee && ` · ${t('events.yourClub.fee', { fee: formatAmount(mine.fee.total) })}`}
          </Text>
        </Stack>
        <Button component={Link} to={links.tournamentView(tournamentId)} variant="light">
          {t('events.yourClub.open')}
        </Button>
      </Group>
    </Paper>
  );
}
