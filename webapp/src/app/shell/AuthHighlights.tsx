import { Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconReceipt, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const highlights = [
  { key: 'members', icon: IconUsersGroup },
  { key: 'registrations', icon: IconCalendarEvent },
  { key: 'fees', icon: IconReceipt },
] as const;

/** What the product does, on the brand panel of the signed-out pages. */
export function AuthHighlights() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" mt="xl">
      {highlights.map(({ key, icon: Icon }) => (
        <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={22} stroke={1.6} style={{ flexShrink: 0, opacity: 0.9 }} />
          <Text c="indigo.0">{t(`app.highlights.${key}`)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
