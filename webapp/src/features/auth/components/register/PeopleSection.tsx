import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTooltip } from '@/components/LightTooltip';

interface PeopleSectionProps {
  title: string;
  addLabel: string;
  count: number;
  onAdd: () => void;
  children: ReactNode;
  testId: string;
}

/** A titled list of people with an add button; rows come as children. */
export function PeopleSection({ title, addLabel, count, onAdd, children, testId }: PeopleSectionProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" mb={count ? 'md' : 0}>
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          <Badge variant="light" radius="sm">
            {count}
          </Badge>
        </Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('people.none')}
        </Text>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
    </Paper>
  );
}

/** One row of a people list: its inputs and a remove button. */
export function PersonRow({ children, onRemove }: { children: ReactNode; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <LightTooltip label={t('people.removeRow')}>
        <ActionIcon variant="subtle" color="red" mt={26} onClick={onRemove} aria-label={t('people.removeRow')}>
          <IconTrash size={18} />
        </ActionIcon>
      </LightTooltip>
    </Group>
  );
}
