import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/DataTable';
import { links } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

interface ListedTournament {
  id: number;
  name: string;
  startDate: string;
  endDate: string | null;
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

/** The registration start and end of a tournaments table. */
export const dateColumns = <Row extends ListedTournament>(t: TFunction): Column<Row>[] => [
  { key: 'start', header: t('tournaments.startDate'), render: (tournament) => formatDateTime(tournament.startDate) },
  { key: 'end', header: t('tournaments.endDate'), render: (tournament) => formatDateTime(tournament.endDate) },
];
