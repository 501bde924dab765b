import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from '@/app/theme';
import { i18n } from '@/lib/i18n';
import { useNotificationsNeeded } from '@/lib/notify';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

const NotificationsHost = lazy(() => import('@/components/NotificationsHost'));

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Everything the app runs inside: i18n, server-state cache, Mantine, notifications once
 * needed (modals live in the shell).
 */
export function Providers({ children, queryClient = defaultQueryClient }: ProvidersProps) {
  const notificationsNeeded = useNotificationsNeeded();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Every theme variable comes from here: styles/base.ts leaves out Mantine's static copy. */}
        <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
          {notificationsNeeded && (
            <Suspense fallback={null}>
              <NotificationsHost />
            </Suspense>
          )}
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
