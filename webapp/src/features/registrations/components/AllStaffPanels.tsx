import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { printTable } from '@/components/print-table';
import { QueryState } from '@/components/QueryState';
import { tournamentStaffQuery } from '@/features/registrations/api/tournament-staff';
import type { StaffPerson, TournamentStaff } from '@/features/registrations/api/types';
import { Panel } from '@/features/registrations/components/Panel';
import { PrintButton } from '@/features/registrations/components/PrintButton';
import { NS } from '@/features/registrations/i18n';
import { sortStaff, staffPrintTable, type StaffSort } from '@/features/registrations/staff-lists';
import { notify } from '@/lib/notify';

const KINDS = [
  ['coach', 'coaches'],
  ['referee', 'referees'],
  ['official', 'officials'],
] as const;

type Kind = (typeof KINDS)[number][0];

/** Admins: every club's coaches, referees and officials of the tournament, one panel each. */
export function AllStaffPanels({ tournament }: { tournament: Tournament }) {
  const query = useQuery(tournamentStaffQuery(tournament.id));
  return (
    <>
      {KINDS.map(([kind, field]) => (
        <AllStaffPanel key={kind} kind={kind} tournament={tournament} people={query.data?.[field]} query={query} />
      ))}
    </>
  );
}

interface AllStaffPanelProps {
  kind: Kind;
  tournament: Tournament;
  people: StaffPerson[] | undefined;
  query: ReturnType<typeof useQuery<TournamentStaff>>;
}

/** One kind's list with its club, sorted by club or by name, and printable in that order. */
function AllStaffPanel({ kind, tournament, people, query }: AllStaffPanelProps) {
  const { t, i18n } = useTranslation(NS);
  const [sort, setSort] = useState<StaffSort>('club');
  const title = t(`staff.all.${kind}`);
  const sorted = sortStaff(people ?? [], sort);
  const print = () => {
    const labels = {
      title,
      subtitle: tournament.name,
      number: t('clubs.number'),
      name: t('staff.name'),
      club: t('admin.club'),
      empty: t('staff.empty'),
    };
    if (!printTable(staffPrintTable(sorted, labels, i18n.language))) notify(t('fee.printBlocked'), 'error');
  };
  const columns: Column<StaffPerson>[] = [
    { key: 'number', header: t('clubs.number'), render: (_, index) => index + 1, width: 64 },
    { key: 'name', header: t('staff.name'), render: (person) => `${person.firstName} ${person.lastName}` },
    { key: 'club', header: t('admin.club'), render: (person) => person.clubName },
  ];
  return (
    <Panel
      title={title}
      count={people?.length}
      testId={`all-${kind}-list`}
      actions={
        <>
          <SegmentedControl
            size="xs"
            aria-label={t('admin.sort')}
            value={sort}
            onChange={(value) => setSort(value)}
            data={[
              { value: 'club', label: t('admin.sorts.CLUB') },
              { value: 'name', label: t('admin.sorts.ALPHA') },
            ]}
          />
          <PrintButton disabled={!people} onClick={print} />
        </>
      }
    >
      <QueryState query={query}>
        {() => (
          <DataTable
            label={title}
            columns={columns}
            rows={sorted}
            rowKey={(person) => person.id}
            emptyText={t('staff.empty')}
            minWidth={360}
          />
        )}
      </QueryState>
    </Panel>
  );
}
