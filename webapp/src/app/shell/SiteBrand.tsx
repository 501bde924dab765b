import { Avatar, Group, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { env } from '@/config/env';
import { useAppData } from '@/stores/app-data';

/** The site's logo (or an icon) and title from the general settings; a long title is cut
 * with an ellipsis rather than widen the header (`miw={0}` lets the flex items shrink). */
export function SiteBrand({ inverted = false }: { inverted?: boolean }) {
  const settings = useAppData((state) => state.settings);
  const title = settings?.title || env.defaultTitle;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={settings?.logo ?? null}
        alt=""
        radius="md"
        size={36}
        color="indigo"
        variant={inverted ? 'white' : 'filled'}
      >
        <IconTrophy size={20} />
      </Avatar>
      <Text fw={700} size="lg" c={inverted ? 'white' : undefined} truncate>
        {title}
      </Text>
    </Group>
  );
}
