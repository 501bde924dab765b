import '@/styles/components/List';
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tatami } from '@/api/types';
import { links } from '@/config/paths';
import { formatTimeOfDay } from '@/lib/format';

interface TatamiCardsProps {
  tournamentId: number;
  tatamis: readonly Tatami[];
  /** Each drawn group's title by its groupKey. */
  titles: ReadonlyMap<string, string>;
}

/** The tatamis as everyone reads them: the running order (each group's estimated start, a link
 * to its results, its bouts) and the table officials; the reader's own tatamis marked. */
export function TatamiCards({ tournamentId, tatamis, titles }: TatamiCardsProps) {
  const { t } = useTranslation();
  if (tatamis.length === 0) return <Text c="dimmed">{t('draws.tatamis.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {tatamis.map((tatami) => (
        <Paper key={tatami.number} withBorder p="md" data-testid="tatami">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3}>{t('draws.tatamis.number', { number: tatami.number })}</Title>
              <Text size="sm">{t('draws.tatamis.startsAt', { time: tatami.startsAt })}</Text>
              {tatami.yours && <Badge color="green">{t('draws.tatamis.yours')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {tatami.officials.length > 0
                ? t('draws.tatamis.officialsAre', { names: tatami.officials.map((o) => o.name).join(', ') })
                : t('draws.tatamis.noOfficials')}
            </Text>
            {tatami.groups.length === 0 ? (
              <Text size="sm">{t('draws.tatamis.noGroups')}</Text>
            ) : (
              <List size="sm" spacing={4} listStyleType="none">
                {tatami.groups.map((slot) => (
                  <List.Item key={slot.groupKey} data-testid="tatami-slot">
                    <Text span size="sm" fw={600} mr="xs">
                      {formatTimeOfDay(slot.startsAt)}
                    </Text>
                    <Anchor component={Link} to={links.tournamentDraw(tournamentId, slot.groupKey)}>
                      {titles.get(slot.groupKey) ?? slot.groupKey}
                    </Anchor>
                    <Text span size="xs" c="dimmed" ml="xs">
                      {t('draws.tatamis.bouts', { count: slot.bouts })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
