import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupResults } from '@/api/types';
import { groupLetter } from '@/features/draws/components/KataResultsSection';

/** Kata by points as drawn: the competitors in the draw's order, in round 1's groups; the club's own marked. */
export function KataDrawView({ results, ownClubId }: { results: GroupResults; ownClubId: number | null }) {
  const { t } = useTranslation();
  const first = results.kata?.rounds[0]?.groups ?? [];
  const byId = new Map(results.draw.entrants.map((entrant, index) => [entrant.registrationId, { entrant, index }]));
  return (
    <Stack gap="xs" data-testid="kata-draw">
      <Text size="sm" c="dimmed">
        {t('draws.kata.drawTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {first.map((group, index) => (
          <Paper key={index} withBorder p="sm" aria-label={t('draws.kata.group', { letter: groupLetter(index) })}>
            <Text fw={700} mb={4}>
              {t('draws.kata.group', { letter: groupLetter(index) })}
            </Text>
            <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.performances.map(({ registrationId }) => {
                const found = byId.get(registrationId);
                const own = ownClubId !== null && found?.entrant.clubId === ownClubId;
                return (
                  <Group key={registrationId} component="li" gap={6} wrap="nowrap">
                    <Text size="sm" c="dimmed" w={24}>
                      {(found?.index ?? 0) + 1}.
                    </Text>
                    {own && <IconStarFilled size={12} aria-hidden color="var(--mantine-color-yellow-filled)" />}
                    <Text size="sm" fw={own ? 700 : 500}>
                      {found?.entrant.name ?? registrationId}
                      <Text span size="sm" c="dimmed">{` · ${found?.entrant.clubName ?? ''}`}</Text>
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
