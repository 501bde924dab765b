import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAppData } from '@/app/api/get-app-data';
import { useLanguage } from '@/app/use-language';
import { getMe } from '@/features/auth/api/get-me';
import { queryKeys } from '@/lib/query-client';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

async function loadAppData() {
  const data = await getAppData();
  useAppData.getState().setAppData(data);
  return data;
}

/** Restores the user of a stored token; any failure counts as signed out (spec §2). */
async function restoreUser() {
  try {
    const user = await getMe();
    useSession.getState().setUser(user);
    return user;
  } catch {
    useSession.getState().signOut();
    return null;
  }
}

/** Start-up: app data, the stored session, and the UI language with its catalogue. */
export function useBootstrap() {
  const [hadToken] = useState(() => Boolean(useSession.getState().token));
  const appData = useQuery({ queryKey: queryKeys.appData, queryFn: loadAppData, staleTime: 60_000 });
  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: restoreUser,
    enabled: hadToken,
    staleTime: Infinity,
    retry: false,
  });
  const failed = appData.data === undefined && appData.isError;
  const languageReady = useLanguage({ variant: appData.data?.variant ?? null, failed });

  return {
    ready: languageReady && appData.data !== undefined && (!hadToken || !me.isPending),
    failed: failed && languageReady,
    error: appData.error,
    retry: () => void appData.refetch(),
    retrying: appData.isFetching,
  };
}
