import type { ChangePasswordBody, User } from '@/api/types';
import { api } from '@/lib/api-client';

export interface ChangePasswordResult {
  user: User;
  /** The fresh token from the `X-Auth-Token` header: earlier tokens stop working. */
  token: string | null;
}

/** PUT /api/profile/change-password. */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  const response = await api.put('profile/change-password', { json: body });
  const user = await response.json<User>();
  return { user, token: response.headers.get('X-Auth-Token') };
}
