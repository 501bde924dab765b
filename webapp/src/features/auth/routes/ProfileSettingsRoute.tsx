import { useTranslation } from 'react-i18next';
import { ProfileForm } from '@/features/auth/components/ProfileForm';
import { SettingsCard } from '@/features/auth/components/SettingsCard';
import { useSession } from '@/stores/session';

export default function ProfileSettingsRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <SettingsCard title={t('auth.profile.title')} subtitle={t('auth.profile.subtitle')}>
      <ProfileForm key={user.id} user={user} />
    </SettingsCard>
  );
}
