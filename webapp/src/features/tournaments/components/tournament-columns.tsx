import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/DataTable';
import { links } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format';

interface ListedTournament {
  id: number;
  name: string;
  startDate: string;
  endDate: string | null;
  eventDate?: string | null;
  place?: string;
}

/** The name (a link to the tournament's page) of a tournaments table. */
export const nameColumn = <Row extends ListedTournament>(t: TFunction): Column<Row> => ({
  key: 'name',
  header: t('tournaments.name'),
  render: (tournament) => (
    <Anchor component={Link} to={links.tournamentView(tournament.id)} fw={500}>
      {tournament.name}
    </Anchor>
  ),
});

/** The competition's day, with its place under it, of a tournaments table ("not announced" without a day). */
export const competitionColumn = <Row extends ListedTournament>(t: TFunction): Column<Row> => ({
  key: 'competition',
  header: t('tournaments.competition'),
  render: (tournament) => (
    <Stack gap={0} data-testid="competition-cell">
      <Text size="sm" fw={500} c={tournament.eventDate ? undefined : 'dimmed'}>
        {tournament.eventDate ? formatDate(tournament.eventDate) : t('tournaments.competitionNotSet')}
      </Text>
      {tournament.place && (
        <Text size="xs" c="dimmed">
          {tournament.place}
        </Text>
      )}
    </Stack>
  ),
});

/** The application window (its opening and closing) of a tournaments table. */
export const dateColumns = <Row extends ListedTournament>(t: TFunction): Column<Row>[] => [
  {
    key: 'start',
    header: t('tournaments.applicationsOpen'),
    render: (tournament) => formatDateTime(tournament.startDate),
  },
  {
    key: 'end',
    header: t('tournaments.applicationsClose'),
    render: (tournament) => formatDateTime(tournament.endDate),
  },
];
