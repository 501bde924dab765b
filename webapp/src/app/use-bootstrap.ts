import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appDataQuery, meQuery } from '@/app/api/bootstrap-queries';
import { routeModulesSettled } from '@/app/preload';
import { useLanguage } from '@/app/use-language';
import { useSession } from '@/stores/session';

/** True once the modules of the first page are there (src/app/preload.ts). */
function useRouteModulesSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    void routeModulesSettled().then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, []);
  return settled;
}

/** Start-up: app data, the stored session, the UI language with its catalogue, the first page's modules. */
export function useBootstrap() {
  const [hadToken] = useState(() => Boolean(useSession.getState().token));
  const appData = useQuery(appDataQuery);
  const me = useQuery({ ...meQuery, enabled: hadToken });
  const failed = appData.data === undefined && appData.isError;
  const languageReady = useLanguage({ variant: appData.data?.variant ?? null, failed });
  const routeReady = useRouteModulesSettled();

  return {
    ready: languageReady && routeReady && appData.data !== undefined && (!hadToken || !me.isPending),
    failed: failed && languageReady,
    error: appData.error,
    retry: () => void appData.refetch(),
    retrying: appData.isFetching,
  };
}
