import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { useBootstrap } from '@/app/use-bootstrap';
import { ErrorBox } from '@/components/ErrorBox';
import { FullPageLoader } from '@/components/FullPageLoader';
import { errorText } from '@/lib/translate-message';

/** Loads what the app needs before any page shows, then hands over to the router. */
export function App() {
  const { t } = useTranslation();
  const { ready, failed, error, retry, retrying } = useBootstrap();

  if (failed) {
    return (
      <Container size="xs" py={80}>
        <ErrorBox message={errorText(error)} onRetry={retry} retryLabel={t('common.reload')} retrying={retrying} />
      </Container>
    );
  }
  if (!ready) return <FullPageLoader />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
