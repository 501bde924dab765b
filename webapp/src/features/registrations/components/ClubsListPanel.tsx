import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { printTable } from '@/components/print-table';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { tournamentFeesQuery } from '@/features/registrations/fees/api';
import { clubsFromFees, clubsPrintTable, type RegisteredClub } from '@/features/registrations/clubs';
import { Panel } from '@/features/registrations/components/Panel';
import { PrintButton } from '@/features/registrations/components/PrintButton';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';

/** Clubs per page: a big tournament has a thousand (the print lists them all). */
const CLUBS_PAGE_SIZE = 50;

interface ClubsListPanelProps {
  tournament: Tournament;
  withFees: boolean;
}

/** Admins: the clubs with registrations, each opening its club view, and a printable list. */
export function ClubsListPanel({ tournament, withFees }: ClubsListPanelProps) {
  const { t, i18n } = useTranslation(NS);
  const query = useQuery(tournamentFeesQuery(tournament.id));
  const clubs = query.data ? clubsFromFees(query.data) : [];
  const title = t('clubs.title');

  const print = () => {
    const labels = {
      title,
      subtitle: tournament.name,
      number: t('clubs.number'),
      club: t('admin.club'),
      competitors: t('clubs.competitors'),
      teams: t('clubs.teams'),
      fee: t('fee.fee'),
      empty: t('clubs.empty'),
    };
    const opened = printTable(clubsPrintTable(clubs, withFees, labels, i18n.language));
    if (!opened) notify(t('fee.printBlocked'), 'error');
  };

  const columns: Column<RegisteredClub>[] = [
    { key: 'number', header: t('clubs.number'), render: (_, index) => index + 1, width: 64 },
    {
      key: 'club',
      header: t('admin.club'),
      render: (club) => (
        <Anchor component={Link} to={links.tournamentClubView(tournament.id, club.id)} size="sm">
          {club.name}
        </Anchor>
      ),
    },
    { key: 'competitors', header: t('clubs.competitors'), render: (club) => club.competitors, width: 120 },
    { key: 'teams', header: t('clubs.teams'), render: (club) => club.teams, width: 120 },
  ];
  if (withFees) {
    columns.push({ key: 'fee', header: t('fee.fee'), render: (club) => formatAmount(club.total), width: 160 });
  }

  return (
    <Panel
      title={title}
      count={query.data ? clubs.length : undefined}
      testId="tournament-clubs"
      actions={<PrintButton disabled={!query.data} onClick={print} />}
    >
      <QueryState query={query}>
        {() => (
          <DataTable
            columns={columns}
            rows={clubs}
            rowKey={(club) => club.id}
            emptyText={t('clubs.empty')}
            label={title}
            pageSize={CLUBS_PAGE_SIZE}
          />
        )}
      </QueryState>
    </Panel>
  );
}
