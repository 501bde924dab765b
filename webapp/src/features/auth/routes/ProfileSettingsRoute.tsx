import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeSettings } from '@/features/auth/components/NoticeSettings';
import { ProfileForm } from '@/features/auth/components/ProfileForm';
import { SecondFactorCard } from '@/features/auth/components/second-factor/SecondFactorCard';
import { SettingsCard } from '@/features/auth/components/SettingsCard';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

export default function ProfileSettingsRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const adminsNeedIt = useAppData((state) => state.settings?.adminsNeedSecondFactor === true);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <SettingsCard title={t('auth.profile.title')} subtitle={t('auth.profile.subtitle')}>
        <ProfileForm key={user.id} user={user} />
      </SettingsCard>
      <SecondFactorCard required={user.isAdmin && adminsNeedIt} />
      <SettingsCard title={t('auth.notices.title')} subtitle={t('auth.notices.subtitle')}>
        <NoticeSettings user={user} />
      </SettingsCard>
    </Stack>
  );
}
