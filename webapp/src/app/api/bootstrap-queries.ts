import { queryOptions } from '@tanstack/react-query';
import { getAppData } from '@/app/api/get-app-data';
import { getMe } from '@/features/auth/api/get-me';
import { queryKeys } from '@/lib/query-client';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

async function loadAppData() {
  const data = await getAppData();
  useAppData.getState().setAppData(data);
  return data;
}

/** Restores the user of a stored token; any failure counts as signed out (docs/product.md, Screens and routes). */
async function restoreUser() {
  try {
    const user = await getMe();
    useSession.getState().setUser(user);
    return user;
  } catch {
    // The API client has already ended a refused session (keeping the server's reason).
    if (useSession.getState().token !== null) useSession.getState().signOut();
    return null;
  }
}

/** The app data every page needs (settings, active tournament, variant). */
export const appDataQuery = queryOptions({ queryKey: queryKeys.appData, queryFn: loadAppData, staleTime: 60_000 });

/** The user of the stored token (null when it no longer signs in). */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: restoreUser,
  staleTime: Infinity,
  retry: false,
});
