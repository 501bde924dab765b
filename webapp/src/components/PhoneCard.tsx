import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PhoneCardProps {
  /** What the row is: a name, a registration, a category. */
  title: ReactNode;
  /** The facts that matter, each a muted line under the title (empty ones are left out). */
  details?: readonly ReactNode[];
  /** On the right: the figure the row is read for (an amount, a count) or the row's actions. */
  aside?: ReactNode;
}

/** Facts on one line of a card, between dots (`Kata · Seniors`); missing ones are left out. */
export const factLine = (...facts: readonly (string | null | undefined)[]): string =>
  facts.filter((fact) => fact !== null && fact !== undefined && fact !== '').join(' · ');

/**
 * A table row as a phone shows it (DataTable's `card`): the title, the facts that matter stacked
 * under it, wrapping rather than cut off, and the figure or actions on the right, in reach.
 */
export function PhoneCard({ title, details = [], aside }: PhoneCardProps) {
  return (
    <Group wrap="nowrap" gap="sm" justify="space-between" align="flex-start">
      <Box miw={0} flex={1}>
        <Text component="div" size="sm" fw={500}>
          {title}
        </Text>
        {details
          .filter((detail) => detail !== null && detail !== undefined && detail !== false && detail !== '')
          .map((detail, index) => (
            // A row's details are few and fixed in order: their place is their key.
            <Text key={index} component="div" size="xs" c="dimmed">
              {detail}
            </Text>
          ))}
      </Box>
      {aside}
    </Group>
  );
}
