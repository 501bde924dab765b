import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  count?: number;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled panel of the tournament page. */
export function Panel({ title, count, actions, children, testId }: PanelProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {count !== undefined && (
            <Badge variant="light" radius="sm">
              {count}
            </Badge>
          )}
        </Group>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Paper>
  );
}
