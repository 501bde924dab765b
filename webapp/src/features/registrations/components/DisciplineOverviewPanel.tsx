import { ActionIcon, Button, Group, Modal, Stack } from '@mantine/core';
import { IconEye, IconPrinter } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/DataTable';
import { printTable, type PrintTable } from '@/components/print-table';
import { QueryState } from '@/components/QueryState';
import { Panel } from '@/features/registrations/components/Panel';
import {
  groupLabel,
  groupPrintTable,
  overviewPrintTable,
  type OverviewEntry,
  type OverviewGroup,
  type OverviewTexts,
} from '@/features/registrations/discipline-overview';
import { NS } from '@/features/registrations/i18n';
import { notify } from '@/lib/notify';
import { LightTooltip } from '@/components/LightTooltip';

interface DisciplineOverviewPanelProps<Kind extends string> {
  title: string;
  /** The tournament's name, under the printed titles. */
  subtitle: string;
  testId: string;
  query: UseQueryResult<OverviewGroup<Kind>[]>;
  texts: OverviewTexts<Kind>;
  /** Competitors have numbers, teams do not. */
  withNumbers: boolean;
  /** More header content left of the print button (the admins' switch). */
  actions?: ReactNode;
}

/** Entries per category, discipline and sex or team type, with counts, previews and print. */
export function DisciplineOverviewPanel<Kind extends string>({
  title,
  subtitle,
  testId,
  query,
  texts,
  withNumbers,
  actions,
}: DisciplineOverviewPanelProps<Kind>) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  // By key, so that a refreshed list shows the group's current entries.
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const previewed = query.data?.find((group) => group.key === previewKey) ?? null;
  const print = (table: PrintTable) => {
    if (!printTable(table)) notify(t('fee.printBlocked'), 'error');
  };

  const columns: Column<OverviewGroup<Kind>>[] = [
    { key: 'category', header: texts.category, render: (group) => group.category },
    { key: 'discipline', header: texts.discipline, render: (group) => group.discipline },
    { key: 'kind', header: texts.kind, render: (group) => texts.kindLabel(group.kind), width: 140 },
    { key: 'count', header: t('overview.count'), render: (group) => group.entries.length, width: 96 },
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
  const entryColumns: Column<OverviewEntry>[] = [
    { key: 'name', header: texts.name, render: (entry) => entry.name },
    { key: 'club', header: texts.club, render: (entry) => entry.club },
  ];
  if (withNumbers) entryColumns.unshift({ key: 'number', header: texts.number, render: (entry) => entry.number ?? '', width: 64 });
  const printButton = (onClick: () => void, disabled = false) => (
    <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} disabled={disabled} onClick={onClick}>
      {t('fee.print')}
    </Button>
  );

  return (
    <Panel
      title={title}
      testId={testId}
      actions={
        <>
          {actions}
          {printButton(
            () => query.data && print(overviewPrintTable({ title, subtitle }, query.data, texts, withNumbers, language)),
            !query.data,
          )}
        </>
      }
    >
      <QueryState query={query}>
        {(groups) => (
          <DataTable columns={columns} rows={groups} rowKey={(group) => group.key} emptyText={texts.empty} label={title} />
        )}
      </QueryState>
      {previewed && (
        <Modal opened onClose={() => setPreviewKey(null)} title={groupLabel(previewed, texts.kindLabel)} size="lg">
          <Stack>
            <Group justify="flex-end">
              {printButton(() => print(groupPrintTable(subtitle, previewed, texts, withNumbers, language)))}
            </Group>
            <DataTable
              columns={entryColumns}
              rows={previewed.entries}
              rowKey={(entry) => entry.id}
              emptyText={texts.empty}
              minWidth={360}
              label={groupLabel(previewed, texts.kindLabel)}
            />
          </Stack>
        </Modal>
      )}
    </Panel>
  );
}
