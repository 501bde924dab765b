import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { BackToLogin } from '@/features/auth/components/BackToLogin';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} footer={<BackToLogin />}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
