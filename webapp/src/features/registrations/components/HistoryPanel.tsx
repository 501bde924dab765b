import { Box, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { historyQuery } from '@/features/registrations/api/lists';
import { Panel } from '@/features/registrations/components/Panel';
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
            // Scrolls natively (Mantine's ScrollArea would bring its own sheet and code), and
            // sideways on phones rather than squeezing the columns into a word each; a tab stop,
            // so that the keyboard scrolls it too.
            <Box mah={500} style={{ overflow: 'auto' }} tabIndex={0}>
              <Table verticalSpacing={4} miw={560} aria-label={t('admin.history')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.historyWhen')}</Table.Th>
                    <Table.Th>{t('admin.historyType')}</Table.Th>
                    <Table.Th>{t('admin.historyItem')}</Table.Th>
                    <Table.Th>{t('admin.historyUser')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
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
                </Table.Tbody>
              </Table>
            </Box>
          )
        }
      </QueryState>
    </Panel>
  );
}
