import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/ChangePasswordForm';
import { SettingsCard } from '@/features/auth/components/SettingsCard';

export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('auth.changePassword.title')} subtitle={t('auth.changePassword.subtitle')}>
      <ChangePasswordForm />
    </SettingsCard>
  );
}
