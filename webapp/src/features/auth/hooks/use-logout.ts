import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/sessions';
import { queryKeys } from '@/lib/query-client';
import { getToken, useSession } from '@/stores/session';

/**
 * Log out: end this sign-in on the server (its token stops working everywhere; not waited for: a server that
 * cannot be reached still lets the user leave), forget token and user, drop the user's cached data, go to the
 * login page.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = getToken();
    if (token) void logout(token).catch(() => undefined);
    useSession.getState().signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.appData[0] });
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
