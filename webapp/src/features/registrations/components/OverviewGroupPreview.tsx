import '@/styles/components/Modal';
import { Group, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/DataTable';
import { printTable } from '@/components/print-table';
import { QueryState } from '@/components/QueryState';
import type { EntriesSource } from '@/features/registrations/api/overview-entries';
import { PrintButton } from '@/features/registrations/components/PrintButton';
import type { EntryGroup, GroupOf, OverviewEntry } from '@/features/registrations/discipline-overview';
import { NS } from '@/features/registrations/i18n';
import { groupLabel, groupPrintTable, type OverviewTexts } from '@/features/registrations/overview-print';
import { notify } from '@/lib/notify';

interface OverviewGroupPreviewProps<Kind extends string> {
  group: GroupOf<Kind>;
  entries: EntriesSource<Kind>;
  texts: OverviewTexts<Kind>;
  withNumbers: boolean;
  /** The tournament's name, under the printed title. */
  subtitle: string;
  onClose: () => void;
}

/** One group's entries in a dialog (loaded when it opens: its category and discipline), with print. */
export function OverviewGroupPreview<Kind extends string>({
  group,
  entries,
  texts,
  withNumbers,
  subtitle,
  onClose,
}: OverviewGroupPreviewProps<Kind>) {
  const { t, i18n } = useTranslation(NS);
  const filters = entries.groupFilters(group);
  // The group's registrations, grouped like the print: the group is the one of the same key.
  const query = useQuery({
    ...entries.query(filters),
    select: (groups): EntryGroup<Kind> => groups.find(({ key }) => key === group.key) ?? { ...group, entries: [] },
  });
  const title = groupLabel(group, texts.kindLabel);
  const columns: Column<OverviewEntry>[] = [
    { key: 'name', header: texts.name, render: (entry) => entry.name },
    { key: 'club', header: texts.club, render: (entry) => entry.club },
  ];
  if (withNumbers) {
    columns.unshift({ key: 'number', header: texts.number, render: (entry) => entry.number ?? '', width: 64 });
  }
  const print = (entryGroup: EntryGroup<Kind>) => {
    if (!printTable(groupPrintTable(subtitle, entryGroup, texts, withNumbers, i18n.language))) {
      notify(t('fee.printBlocked'), 'error');
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack>
        <Group justify="flex-end">
          <PrintButton disabled={!query.data} onClick={() => query.data && print(query.data)} />
        </Group>
        <QueryState query={query}>
          {(entryGroup) => (
            <DataTable
              columns={columns}
              rows={entryGroup.entries}
              rowKey={(entry) => entry.id}
              emptyText={texts.empty}
              minWidth={360}
              label={title}
            />
          )}
        </QueryState>
      </Stack>
    </Modal>
  );
}
