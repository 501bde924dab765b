import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface InfoItem {
  label: string;
  value: string | number;
  testId: string;
}

/** The figures of an info panel, label above value. */
export function InfoGrid({ items }: { items: readonly InfoItem[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {items.map(({ label, value, testId }) => (
        <Stack key={testId} gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={600} data-testid={testId}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
