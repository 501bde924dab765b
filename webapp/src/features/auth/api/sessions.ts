import { queryOptions } from '@tanstack/react-query';
import type { SignInSession } from '@/api/types';
import { accountKeys } from '@/features/auth/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/profile/sessions: where the user is signed in, this device first. */
export const listSessions = (): Promise<SignInSession[]> => api.get('profile/sessions').json<SignInSession[]>();

export const sessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.sessions, queryFn: listSessions });

/** DELETE /api/profile/sessions/{id}: sign out on that device. */
export const endSession = async (id: string): Promise<void> => {
  await api.delete(`profile/sessions/${encodeURIComponent(id)}`);
};

/**
 * POST /api/logout with `token` (taken before the session forgets it: the request is sent a tick later): this
 * device's sign-in ends on the server too.
 */
export const logout = async (token: string): Promise<void> => {
  await api.post('logout', { headers: { Authorization: `Bearer ${token}` } });
};
