import { Anchor, Badge, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClubTournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { clubTournamentsQuery } from '@/api/tournaments/list-club-tournaments';
import { competitionColumn, dateColumns, nameColumn } from '@/features/tournaments/components/tournament-columns';
import { tournamentPhase, type TournamentPhase } from '@/features/tournaments/phase';
import { formatAmount } from '@/lib/format';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

const PHASE_COLORS: Record<TournamentPhase, string> = { open: 'green', upcoming: 'blue', past: 'gray' };

/**
 * `/tournaments` for club users: every tournament that is not archived (open, upcoming, past) with
 * its dates, whether applications are open, the club's own entries and fee, and its public page when
 * it has one; each opens the tournament as the club sees it. `/events` sends club users here.
 */
export default function ClubTournamentsRoute() {
  const { t } = useTranslation();
  const clubId = useSession((state) => state.user?.club?.id ?? null);
  const withFee = useAppData((state) => state.features.registrationFee ?? true);
  const timeZone = useAppData((state) => state.timeZone);
  const query = useQuery({ ...clubTournamentsQuery(clubId ?? 0), enabled: clubId !== null });
  if (clubId === null) {
    return (
      <Paper withBorder p="lg" maw={560}>
        <Text c="dimmed">{t('tournaments.ofClub.noClub')}</Text>
      </Paper>
    );
  }
  const now = new Date();
  const columns: Column<ClubTournament>[] = [
    nameColumn(t),
    competitionColumn(t),
    {
      key: 'phase',
      header: t('tournaments.ofClub.applications'),
      render: (tournament) => {
        const phase = tournamentPhase(tournament, now, timeZone);
        return (
          <Badge color={PHASE_COLORS[phase]} variant="light">
            {t(`tournaments.ofClub.phase.${phase}`)}
          </Badge>
        );
      },
    },
    ...dateColumns(t),
    { key: 'competitors', header: t('tournaments.competitorsCount'), render: (tournament) => tournament.competitors },
    { key: 'teams', header: t('tournaments.ofClub.teams'), render: (tournament) => tournament.teams },
    ...(withFee
      ? [
          {
            key: 'fee',
            header: t('tournaments.ofClub.fee'),
            render: (tournament: ClubTournament) => formatAmount(tournament.fee.total),
          },
        ]
      : []),
    {
      key: 'public',
      header: t('tournaments.ofClub.publicPage'),
      render: (tournament) =>
        tournament.isPublic && (
          <Anchor
            component={Link}
            to={links.event(tournament.id)}
            size="sm"
            aria-label={t('tournaments.ofClub.publicLink', { name: tournament.name })}
          >
            {t('tournaments.ofClub.publicPage')}
          </Anchor>
        ),
    },
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('tournaments.ofClub.intro')}
        </Text>
        <QueryState query={query}>
          {(tournaments) => (
            <DataTable
              label={t('pages.tournaments')}
              columns={columns}
              rows={tournaments}
              rowKey={(tournament) => tournament.id}
              emptyText={t('tournaments.empty')}
              minWidth={840}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
