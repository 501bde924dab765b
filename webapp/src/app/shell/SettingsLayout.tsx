import { IconAdjustments, IconCalendarStats, IconCategory, IconCash, IconListCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { SideMenuLayout } from '@/components/SideMenuLayout';
import { paths } from '@/config/paths';

const items = [
  { to: paths.settingsGeneral, labelKey: 'pages.settingsGeneral', icon: IconAdjustments },
  { to: paths.settingsPayments, labelKey: 'pages.settingsPayments', icon: IconCash },
  { to: paths.settingsCategories, labelKey: 'pages.settingsCategories', icon: IconCategory },
  { to: paths.settingsDisciplines, labelKey: 'pages.settingsDisciplines', icon: IconListCheck },
  { to: paths.settingsSeasons, labelKey: 'pages.settingsSeasons', icon: IconCalendarStats },
] as const;

/** The settings area (admins): a side menu (general, payments, categories, disciplines, seasons) and the chosen page. */
export default function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <SideMenuLayout items={items} label={t('pages.settings')}>
      <Suspense fallback={<FullPageLoader height={240} />}>
        <Outlet />
      </Suspense>
    </SideMenuLayout>
  );
}
