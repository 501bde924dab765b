import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card for a settings form in the shell. */
export function SettingsCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap={4} mb="lg">
        <Title order={3}>{title}</Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
