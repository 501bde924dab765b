import { IconKey, IconUser } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { SideMenuLayout } from '@/components/SideMenuLayout';
import { paths } from '@/config/paths';

const items = [
  { to: paths.profile, labelKey: 'pages.profileSettings', icon: IconUser },
  { to: paths.changePassword, labelKey: 'pages.changePassword', icon: IconKey },
] as const;

/** The profile area: a side menu (profile settings, change password) and the chosen page. */
export default function ProfileRoute() {
  return (
    <SideMenuLayout items={items}>
      <Outlet />
    </SideMenuLayout>
  );
}
