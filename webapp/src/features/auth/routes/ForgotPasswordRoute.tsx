import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { BackToLogin } from '@/features/auth/components/BackToLogin';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToLogin />}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
