import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { LoginForm } from '@/features/auth/components/LoginForm';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register} fw={600}>
            {t('auth.login.register')}
          </Anchor>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
