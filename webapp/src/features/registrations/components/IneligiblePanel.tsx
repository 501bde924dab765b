import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { ineligibleEntriesQuery } from '@/features/registrations/api/eligibility';
import type { IneligibleEntry } from '@/features/registrations/api/types';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';

/** Entries per page: after a limit changes, a big tournament can have thousands. */
const PAGE_SIZE = 25;

const entryKey = (entry: IneligibleEntry) =>
  `${entry.isTeam ? 't' : 'c'}${entry.registrationId}-${entry.category.id}-${entry.discipline.id}-${entry.rule}`;

interface EntriesPanelProps {
  title: string;
  entries: IneligibleEntry[];
  withClub: boolean;
  testId: string;
}

function EntriesPanel({ title, entries, withClub, testId }: EntriesPanelProps) {
  const { t } = useTranslation(NS);
  if (entries.length === 0) return null;
  const columns: Column<IneligibleEntry>[] = [
    { key: 'entry', header: t('eligibility.entry'), render: (entry) => entry.label },
    ...(withClub
      ? [{ key: 'club', header: t('competitors.club'), render: (entry: IneligibleEntry) => entry.club.name }]
      : []),
    {
      key: 'categories',
      header: t('competitors.categories'),
      render: (entry) => `${entry.category.name}: ${entry.discipline.name}`,
    },
    { key: 'reason', header: t('eligibility.reason'), render: (entry) => entry.reason },
  ];
  return (
    <Panel title={title} count={entries.length} testId={testId}>
      <DataTable columns={columns} rows={entries} rowKey={entryKey} emptyText="" label={title} pageSize={PAGE_SIZE} />
    </Panel>
  );
}

/**
 * Entries that are no longer eligible (a member or a limit changed after entry), with the
 * reason; apart from them, entries an admin's override let through at entry, with the reasons
 * they were admitted despite. Every club's for admins, the own club's for club users, a page at
 * a time; each panel shown only when it has any.
 */
export function IneligiblePanel({ tournament, withClub }: { tournament: Tournament; withClub: boolean }) {
  const { t } = useTranslation(NS);
  const query = useQuery(ineligibleEntriesQuery(tournament.id));
  const entries = query.data ?? [];
  return (
    <>
      <EntriesPanel
        title={t('eligibility.listTitle')}
        entries={entries.filter((entry) => !entry.overridden)}
        withClub={withClub}
        testId="ineligible"
      />
      <EntriesPanel
        title={t('eligibility.overriddenTitle')}
        entries={entries.filter((entry) => entry.overridden)}
        withClub={withClub}
        testId="overridden"
      />
    </>
  );
}
