import type { UserChangePasswordResult, UserPasswordBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/User/{id}/changePassword `{password}` → `{success, item}` (admins). */
export const changeUserPassword = (id: number, body: UserPasswordBody): Promise<UserChangePasswordResult> =>
  api.post(`model/User/${id}/changePassword`, { json: body }).json<UserChangePasswordResult>();
