import { List, Text } from '@mantine/core';
import '@/styles/components/List';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clubWaitingListQuery, waitingKey } from '@/features/registrations/api/waiting-list';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';

/** The club's entries past a cap, each with its place in line ("waiting, no. 3"); nothing when none waits. */
export function ClubWaitingPanel({ tournamentId, clubId }: { tournamentId: number; clubId: number }) {
  const { t } = useTranslation(NS);
  const entries = useQuery(clubWaitingListQuery(tournamentId, clubId)).data ?? [];
  if (entries.length === 0) return null;
  return (
    <Panel title={t('waiting.clubTitle')} count={entries.length} testId="club-waiting-list">
      <List size="sm">
        {entries.map((entry) => (
          <List.Item key={waitingKey(entry)}>
            <Text size="sm">
              {`${entry.memberName} · ${entry.disciplineName} (${entry.categoryName}): ${t('waiting.clubLine', { count: entry.position })}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Panel>
  );
}
