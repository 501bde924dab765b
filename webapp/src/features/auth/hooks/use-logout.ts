import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/query-client';
import { useSession } from '@/stores/session';

/** Log out: forget token and user, drop the user's cached data, go to the login page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    useSession.getState().signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.appData[0] });
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
