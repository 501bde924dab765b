import { Avatar, Burger, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteBrand } from '@/app/shell/SiteBrand';
import { useSession } from '@/stores/session';

interface HeaderBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Top bar: mobile menu toggle, site brand, the signed-in user. */
export function HeaderBar({ menuOpened, onToggleMenu }: HeaderBarProps) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleMenu')} />
        <SiteBrand />
      </Group>
      {user && (
        <>
          <Group gap="sm" wrap="nowrap" visibleFrom="xs" miw={0}>
            <Stack gap={0} align="flex-end" miw={0}>
              <Text size="sm" fw={600} lh={1.2} truncate maw={260}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} truncate maw={260}>
                {user.club?.name ?? user.email}
              </Text>
            </Stack>
            <Avatar src={user.avatar} alt={user.name} radius="xl" color="indigo">
              {initialsOf(user.name)}
            </Avatar>
          </Group>
          {/* Phones: the avatar opens the menu, whose account part names the user. */}
          {/* Named by hidden text, not aria-label: the initials it shows are not in that name. */}
          <UnstyledButton hiddenFrom="xs" onClick={onToggleMenu} aria-expanded={menuOpened}>
            <Avatar src={user.avatar} alt="" radius="xl" color="indigo" aria-hidden>
              {initialsOf(user.name)}
            </Avatar>
            <VisuallyHidden>{`${t('nav.userMenu')}: ${user.name}`}</VisuallyHidden>
          </UnstyledButton>
        </>
      )}
    </Group>
  );
}
