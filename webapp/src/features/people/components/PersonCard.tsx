import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { fullName } from '@/features/people/kinds/text';
import type { KindContext, PersonColumn } from '@/features/people/kinds/types';
import { ErasedBadge } from './ErasedBadge';
import { PersonAvatar } from './PersonAvatar';

/** The picture's size on a card: with two lines of text a card stays under 72 px tall. */
export const CARD_IMAGE_SIZE = 40;

interface PersonCardProps<Item> {
  person: Item;
  /** The columns of the kind's key facts, in order. */
  facts: readonly PersonColumn<Item>[];
  ctx: KindContext;
  /** The row's actions, the same buttons (and names) as in the table. */
  actions?: ReactNode;
}

/**
 * A person as one compact row on a phone: picture, full name, a muted line of the kind's key
 * facts (a member's birth date and belt), and the row's actions on the right.
 */
export function PersonCard<
  Item extends { firstName: string; lastName: string; avatar?: string | null; erasedAt?: string | null },
>({ person, facts, ctx, actions }: PersonCardProps<Item>) {
  const line = facts
    .map((column) => column.text(person, ctx))
    .filter(Boolean)
    .join(' · ');
  return (
    <Group wrap="nowrap" gap="sm">
      <PersonAvatar person={person} size={CARD_IMAGE_SIZE} />
      <Box miw={0} flex={1}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {fullName(person)}
          </Text>
          <ErasedBadge person={person} />
        </Group>
        {line && (
          <Text size="xs" c="dimmed" truncate>
            {line}
          </Text>
        )}
      </Box>
      {actions}
    </Group>
  );
}
