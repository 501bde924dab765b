import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { historyQuery } from '@/features/registrations/api/lists';
import { Panel } from '@/features/registrations/components/Panel';
import { ScrollingTable } from '@/features/registrations/components/ScrollingTable';
import { NS } from '@/features/registrations/i18n';
import { isAfterEnd } from '@/features/registrations/rules';
import { formatDateTime } from '@/lib/format';

/** Admins: the tournament's change history, newest first; changes after the end date stand out. */
export function HistoryPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const query = useQuery(historyQuery(tournament.id));
  return (
    <Panel title={t('admin.history')} count={query.data?.length} testId="history">
      <QueryState query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.historyEmpty')}
            </Text>
          ) : (
            <ScrollingTable
              label={t('admin.history')}
              headers={[t('admin.historyWhen'), t('admin.historyType'), t('admin.historyItem'), t('admin.historyUser')]}
            >
              {entries.map((entry) => {
                const late = isAfterEnd(entry.createdAt, tournament.endDate);
                return (
                  <Table.Tr
                    key={entry.id}
                    c={late ? 'red.8' : undefined}
                    fw={late ? 600 : undefined}
                    title={late ? t('admin.afterEnd') : undefined}
                    data-late={late || undefined}
                  >
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                    <Table.Td>{t(`admin.historyTypes.${entry.type}`, { defaultValue: entry.type })}</Table.Td>
                    <Table.Td>{entry.item}</Table.Td>
                    <Table.Td>{entry.user ?? ''}</Table.Td>
                  </Table.Tr>
                );
              })}
            </ScrollingTable>
          )
        }
      </QueryState>
    </Panel>
  );
}
