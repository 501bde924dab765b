import { ActionIcon } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/DataTable';
import { LightTooltip } from '@/components/LightTooltip';
import { QueryState } from '@/components/QueryState';
import type { EntriesSource } from '@/features/registrations/api/overview-entries';
import { OverviewGroupPreview } from '@/features/registrations/components/OverviewGroupPreview';
import { Panel } from '@/features/registrations/components/Panel';
import { PrintButton } from '@/features/registrations/components/PrintButton';
import type { CountedGroup } from '@/features/registrations/discipline-overview';
import { NS } from '@/features/registrations/i18n';
import { groupLabel, overviewPrintTable, type OverviewTexts } from '@/features/registrations/overview-print';
import { printWhenLoaded } from '@/features/registrations/print-when-loaded';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface DisciplineOverviewPanelProps<Kind extends string> {
  title: string;
  /** The tournament's name, under the printed titles. */
  subtitle: string;
  testId: string;
  /** The groups with their counts (the overview). */
  query: UseQueryResult<CountedGroup<Kind>[]>;
  /** The entries, for previews and the print. */
  entries: EntriesSource<Kind>;
  texts: OverviewTexts<Kind>;
  /** Competitors have numbers, teams do not. */
  withNumbers: boolean;
  /** More header content left of the print button (the admins' switch). */
  actions?: ReactNode;
}

/** Groups per page: a big tournament has hundreds, and each row carries a preview button. */
const OVERVIEW_PAGE_SIZE = 50;

/** Entries per category, discipline and sex or team type, with counts, previews and print. */
export function DisciplineOverviewPanel<Kind extends string>({
  title,
  subtitle,
  testId,
  query,
  entries,
  texts,
  withNumbers,
  actions,
}: DisciplineOverviewPanelProps<Kind>) {
  const { t, i18n } = useTranslation(NS);
  const queryClient = useQueryClient();
  // By key, so that a refreshed overview shows the group's current count.
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const previewed = query.data?.find((group) => group.key === previewKey) ?? null;
  // The print lists every entry: they load when it is asked for.
  const print = useMutation({
    mutationFn: () =>
      printWhenLoaded(async () => {
        const groups = await queryClient.fetchQuery(entries.query({}));
        return overviewPrintTable({ title, subtitle }, groups, texts, withNumbers, i18n.language);
      }, t('overview.preparing')),
    onSuccess: (outcome) => {
      if (outcome === 'blocked') notify(t('fee.printBlocked'), 'error');
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  const columns: Column<CountedGroup<Kind>>[] = [
    { key: 'category', header: texts.category, render: (group) => group.category },
    { key: 'discipline', header: texts.discipline, render: (group) => group.discipline },
    { key: 'kind', header: texts.kind, render: (group) => texts.kindLabel(group.kind), width: 140 },
    {
      key: 'count',
      header: t('overview.count'),
      render: (group) =>
        group.waiting > 0 ? `${group.count} (${t('overview.waiting', { count: group.waiting })})` : group.count,
      width: 140,
    },
    {
      key: 'preview',
      header: '',
      width: 56,
      render: (group) => {
        const label = t('overview.preview', { group: groupLabel(group, texts.kindLabel) });
        return (
          <LightTooltip label={label}>
            <ActionIcon variant="subtle" aria-label={label} onClick={() => setPreviewKey(group.key)}>
              <IconEye size={18} />
            </ActionIcon>
          </LightTooltip>
        );
      },
    },
  ];

  return (
    <Panel
      title={title}
      testId={testId}
      actions={
        <>
          {actions}
          <PrintButton disabled={!query.data} loading={print.isPending} onClick={() => print.mutate()} />
        </>
      }
    >
      <QueryState query={query}>
        {(groups) => (
          <DataTable
            columns={columns}
            rows={groups}
            rowKey={(group) => group.key}
            emptyText={texts.empty}
            label={title}
            pageSize={OVERVIEW_PAGE_SIZE}
          />
        )}
      </QueryState>
      {previewed && (
        <OverviewGroupPreview
          group={previewed}
          entries={entries}
          texts={texts}
          withNumbers={withNumbers}
          subtitle={subtitle}
          onClose={() => setPreviewKey(null)}
        />
      )}
    </Panel>
  );
}
