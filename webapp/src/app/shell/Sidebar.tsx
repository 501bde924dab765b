import { AppShell, Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath, menuSections, type MenuItem } from '@/app/shell/menu';
import { LanguageSwitch } from '@/app/shell/LanguageSwitch';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

/** A group of links (the tournaments taking applications): a button that shows or hides them, shown at first. */
function MenuGroup({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(true);
  const Icon = item.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={t(item.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {item.children?.map((child) => (
        <MenuLink key={child.id} item={child} pathname={pathname} />
      ))}
    </NavLink>
  );
}

function MenuLink({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  if (item.children) return <MenuGroup item={item} pathname={pathname} />;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label ?? t(item.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={isActivePath(pathname, item.to)}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
      {children}
    </Text>
  );
}

/** The sidebar: main menu, admin section, and the profile section at the bottom. */
export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const variant = useAppData((state) => state.variant);
  const activeTournament = useAppData((state) => state.activeTournament);
  const openTournaments = useAppData((state) => state.openTournaments);
  const logout = useLogout();
  const sections = menuSections({ user, variant, activeTournament, openTournaments });

  return (
    <>
      {/* Native scrolling: Mantine's ScrollArea brings floating-ui to every signed-in page. */}
      <AppShell.Section grow p="sm" style={{ overflowY: 'auto' }}>
        <nav aria-label={t('nav.main')}>
          {sections.map((section) => (
            <Stack key={section.id} gap={2}>
              {section.labelKey && <SectionLabel>{t(section.labelKey)}</SectionLabel>}
              {section.items.map((item) => (
                <MenuLink key={item.id} item={item} pathname={pathname} />
              ))}
            </Stack>
          ))}
        </nav>
      </AppShell.Section>
      <Divider />
      <AppShell.Section p="sm">
        <SectionLabel>{t('nav.account')}</SectionLabel>
        {user && (
          // Phones: the header shows the avatar only; who is signed in is read here.
          <Stack gap={0} px="sm" pb="xs" hiddenFrom="xs">
            <Text size="sm" fw={600} truncate>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.club?.name ?? user.email}
            </Text>
          </Stack>
        )}
        <Stack gap={2}>
          <MenuLink
            item={{ id: 'profile', labelKey: 'nav.profile', to: paths.profile, icon: IconUserCircle }}
            pathname={pathname}
          />
          <NavLink
            component="button"
            label={t('nav.logout')}
            leftSection={<IconLogout size={18} stroke={1.6} />}
            onClick={logout}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Stack>
        <Stack gap={4} px="sm" pt="sm">
          <Text size="xs" c="dimmed">
            {t('nav.language')}
          </Text>
          <LanguageSwitch fullWidth />
        </Stack>
      </AppShell.Section>
    </>
  );
}
