import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DrawEntrant } from '@/api/types';

/** A medal's colour by place: gold, silver, bronze; none below. */
const MEDAL_COLOR: Record<number, string> = { 1: 'yellow', 2: 'gray', 3: 'orange' };

export interface Placed {
  place: number;
  entrant: DrawEntrant;
}

/** Places in order (1, 2, 3, 3, 5, 5, 7, 7), each with its competitor and club; medals coloured. */
export function PlacingList({ placings, label }: { placings: readonly Placed[]; label: string }) {
  return (
    <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {placings.map(({ place, entrant }) => (
        <Group key={entrant.registrationId} component="li" gap="sm" wrap="nowrap" data-testid="placing">
          <Badge
            color={MEDAL_COLOR[place] ?? 'gray'}
            variant={place in MEDAL_COLOR ? 'filled' : 'outline'}
            w={36}
            style={{ flexShrink: 0 }}
          >
            {place}
          </Badge>
          <Text size="sm" fw={place === 1 ? 700 : 500} style={{ minWidth: 0 }}>
            {entrant.name}
            <Text span size="sm" c="dimmed">{` · ${entrant.clubName}`}</Text>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
