import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, localizedTheme } from '@/app/theme';
import { watchDialogFocus } from '@/lib/focus-first-field';
import { i18n } from '@/lib/i18n';
import { useNotificationsNeeded } from '@/lib/notify';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

const NotificationsHost = lazy(() => import('@/components/NotificationsHost'));

/** Calls `onChange` when the UI language changes or a catalogue part arrives. */
function onCatalogueChange(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}

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
  const close = useSyncExternalStore(onCatalogueChange, () => i18n.t('common.close'));
  const clear = useSyncExternalStore(onCatalogueChange, () => i18n.t('common.clear'));
  const theme = useMemo(() => localizedTheme({ close, clear }), [close, clear]);
  useEffect(watchDialogFocus, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Every theme variable comes from here: styles/base.ts leaves out Mantine's static copy. */}
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          deduplicateCssVariables={false}
        >
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
