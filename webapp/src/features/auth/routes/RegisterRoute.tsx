import '@/styles/app';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { RegisterWizard } from '@/features/auth/components/register/RegisterWizard';

export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      width={880}
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            {t('auth.register.login')}
          </Anchor>
        </>
      }
    >
      <RegisterWizard />
    </AuthCard>
  );
}
