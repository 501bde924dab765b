import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tatami } from '@/api/types';
import { links } from '@/config/paths';

interface TatamiCardsProps {
  tournamentId: number;
  tatamis: readonly Tatami[];
  /** Each drawn group's title by its groupKey. */
  titles: ReadonlyMap<string, string>;
}

/** The tatamis as everyone reads them: the groups in fighting order (to their results) and the
 * table officials; the reader's own tatamis marked. */
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
              {tatami.yours && <Badge color="green">{t('draws.tatamis.yours')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {tatami.officials.length > 0
                ? t('draws.tatamis.officialsAre', { names: tatami.officials.map((o) => o.name).join(', ') })
                : t('draws.tatamis.noOfficials')}
            </Text>
            {tatami.groupKeys.length === 0 ? (
              <Text size="sm">{t('draws.tatamis.noGroups')}</Text>
            ) : (
              <List type="ordered" size="sm" spacing={4}>
                {tatami.groupKeys.map((groupKey) => (
                  <List.Item key={groupKey}>
                    <Anchor component={Link} to={links.tournamentDraw(tournamentId, groupKey)}>
                      {titles.get(groupKey) ?? groupKey}
                    </Anchor>
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
