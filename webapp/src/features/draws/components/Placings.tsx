import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupResults } from '@/api/types';
import { PlacingList } from '@/features/draws/components/PlacingList';

/** A group's placings so far, with a badge (`completeKey`'s words) once they are final. */
export function Placings({
  results,
  completeKey = 'draws.results.complete',
}: {
  results: GroupResults;
  completeKey?: string;
}) {
  const { t } = useTranslation();
  const byId = new Map(results.draw.entrants.map((entrant) => [entrant.registrationId, entrant]));
  const placed = results.placings.flatMap(({ place, registrationId }) => {
    const entrant = byId.get(registrationId);
    return entrant ? [{ place, entrant }] : [];
  });
  return (
    <Stack gap="xs" data-testid="placings">
      <Group gap="xs">
        <Title order={4}>{t('draws.results.placings')}</Title>
        {results.complete && <Badge color="green">{t(completeKey)}</Badge>}
      </Group>
      {placed.length > 0 ? (
        <PlacingList placings={placed} label={t('draws.results.placings')} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('draws.results.noPlacings')}
        </Text>
      )}
    </Stack>
  );
}
