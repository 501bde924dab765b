import { Grid, NavLink, Paper } from '@mantine/core';
import { IconKey, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const items = [
  { to: paths.profile, labelKey: 'pages.profileSettings', icon: IconUser },
  { to: paths.changePassword, labelKey: 'pages.changePassword', icon: IconKey },
] as const;

/** The profile area: a side menu (profile settings, change password) and the chosen page. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p="xs">
          {items.map(({ to, labelKey, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(labelKey)}
              leftSection={<Icon size={18} stroke={1.6} />}
              active={pathname === to}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
