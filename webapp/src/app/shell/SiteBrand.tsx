import { Avatar, Group, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { env } from '@/config/env';
import { useAppData } from '@/stores/app-data';

/** The site's logo (or an icon) and title from the general settings. A long title (a
 * federation's full name) wraps, in a smaller size on phones, rather than widen the header or be
 * cut off (`miw={0}` lets the flex items shrink; two lines fit the app's 64 px header). */
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
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} lh={1.2} c={inverted ? 'white' : undefined} miw={0}>
        {title}
      </Text>
    </Group>
  );
}
