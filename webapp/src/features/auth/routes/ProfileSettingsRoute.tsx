import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { secondFactorQueryOptions } from '@/features/auth/api/get-second-factor';
import { NoticeSettings } from '@/features/auth/components/NoticeSettings';
import { ProfileForm } from '@/features/auth/components/ProfileForm';
import { SecondFactorCard } from '@/features/auth/components/second-factor/SecondFactorCard';
import { SessionsCard } from '@/features/auth/components/sessions/SessionsCard';
import { SettingsCard } from '@/features/auth/components/SettingsCard';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

export default function ProfileSettingsRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const adminsNeedIt = useAppData((state) => state.settings?.adminsNeedSecondFactor === true);
  const required = user?.isAdmin === true && adminsNeedIt;
  // an admin who must have a second factor and has none may only switch it on: nothing else is asked
  const secondFactor = useQuery({ ...secondFactorQueryOptions(), enabled: required });
  if (!user) return null;
  return (
    <Stack gap="lg">
      <SettingsCard title={t('auth.profile.title')} subtitle={t('auth.profile.subtitle')}>
        <ProfileForm key={user.id} user={user} />
      </SettingsCard>
      <SecondFactorCard required={required} />
      {!(required && secondFactor.data?.enabled !== true) && <SessionsCard />}
      <SettingsCard title={t('auth.notices.title')} subtitle={t('auth.notices.subtitle')}>
        <NoticeSettings user={user} />
      </SettingsCard>
    </Stack>
  );
}
