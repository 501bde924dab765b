import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Placeholder for a page that is not built yet. */
export function ComingPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconTools size={24} />
        </ThemeIcon>
        <Title order={3}>{t('coming.title')}</Title>
        <Text c="dimmed">{t('coming.text')}</Text>
      </Stack>
    </Paper>
  );
}
