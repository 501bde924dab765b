import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** The card every signed-out page sits in: heading, form, and links below. */
export function AuthCard({ title, subtitle, children, footer, width = 440 }: AuthCardProps) {
  return (
    <Stack w="100%" maw={width} gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Paper>
      {footer && (
        <Text size="sm" ta="center" c="dimmed">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
