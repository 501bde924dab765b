import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner while the app or a lazy page loads. */
export function FullPageLoader({ height = '100vh' }: { height?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center h={height} aria-busy="true">
      <Loader size="md" role="progressbar" aria-label={t('app.loading')} />
    </Center>
  );
}
