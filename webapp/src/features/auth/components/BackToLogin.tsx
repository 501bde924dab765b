import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.login} fw={600}>
      {t('auth.backToLogin')}
    </Anchor>
  );
}
