import { Grid, NavLink, Paper } from '@mantine/core';
import { IconAdjustments, IconCategory, IconListCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { paths } from '@/config/paths';

const items = [
  { to: paths.settingsGeneral, labelKey: 'pages.settingsGeneral', icon: IconAdjustments },
  { to: paths.settingsCategories, labelKey: 'pages.settingsCategories', icon: IconCategory },
  { to: paths.settingsDisciplines, labelKey: 'pages.settingsDisciplines', icon: IconListCheck },
] as const;

/** The settings area (admins): a side menu (general, categories, disciplines) and the chosen page. */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p="xs" component="nav" aria-label={t('pages.settings')}>
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
        <Suspense fallback={<FullPageLoader height={240} />}>
          <Outlet />
        </Suspense>
      </Grid.Col>
    </Grid>
  );
}
