import { Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { registrationKeys } from '@/features/registrations/api/keys';
import type { WaitingEntry } from '@/features/registrations/api/types';
import { promoteWaiting, removeWaiting, waitingKey, waitingListQuery } from '@/features/registrations/api/waiting-list';
import { Panel } from '@/features/registrations/components/Panel';
import { ScrollingTable } from '@/features/registrations/components/ScrollingTable';
import { NS } from '@/features/registrations/i18n';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface Change {
  entry: WaitingEntry;
  promote: boolean;
}

/** Admins: the waiting list, first come first, each entry promoted past the caps or removed by hand. */
export function WaitingListPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const query = useQuery(waitingListQuery(tournament.id));
  const change = useMutation({
    mutationFn: ({ entry, promote }: Change) => (promote ? promoteWaiting : removeWaiting)(tournament.id, entry),
    onSuccess: async (_answer, { promote }) => {
      notify(t(promote ? 'waiting.promoted' : 'waiting.removed'));
      await queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const busy = (entry: WaitingEntry) => change.isPending && waitingKey(change.variables.entry) === waitingKey(entry);
  return (
    <Panel title={t('waiting.title')} count={query.data?.length} testId="waiting-list">
      <QueryState query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('waiting.empty')}
            </Text>
          ) : (
            <ScrollingTable
              label={t('waiting.title')}
              headers={[t('waiting.position'), t('waiting.entrant'), t('waiting.club'), t('limits.group'), '']}
              minWidth={640}
            >
              {entries.map((entry) => (
                <Table.Tr key={waitingKey(entry)}>
                  <Table.Td>{t('waiting.place', { count: entry.position })}</Table.Td>
                  <Table.Td>{entry.memberName}</Table.Td>
                  <Table.Td>{entry.clubName}</Table.Td>
                  <Table.Td>{`${entry.disciplineName} (${entry.categoryName})`}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy(entry)}
                        onClick={() => change.mutate({ entry, promote: true })}
                      >
                        {t('waiting.promote')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={busy(entry)}
                        onClick={() => change.mutate({ entry, promote: false })}
                      >
                        {t('waiting.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollingTable>
          )
        }
      </QueryState>
    </Panel>
  );
}
