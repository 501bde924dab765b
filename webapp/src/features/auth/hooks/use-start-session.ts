import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@/api/types';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-client';
import { useSession } from '@/stores/session';

/**
 * After a sign-in (the sign-in form's, or the one that follows a club's registration): store the
 * session, reload the app data as the signed-in user sees it, say `message`, go home (to the profile, when the token
 * is good only to switch a second factor on).
 */
export function useStartSession(): (signedIn: LoginResult, message: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async ({ user, token, enrolmentOnly }, message) => {
    // The token first, so the reloaded app data is the signed-in view; the user last,
    // because setting it makes the guest-only guard leave the page.
    useSession.getState().setToken(token);
    await queryClient.invalidateQueries({ queryKey: queryKeys.appData }).catch(() => undefined);
    useSession.getState().signIn(user, token);
    notify(message);
    void navigate(enrolmentOnly ? paths.profile : paths.home, { replace: true });
  };
}
