import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-errors';

export const queryKeys = {
  appData: ['app-data'] as const,
  me: ['me'] as const,
};

/** Client errors (4xx) are answers, not hiccups: retry only network failures and 5xx once. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
