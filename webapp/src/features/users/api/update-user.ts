import type { UserStatusBody, UserUpdateResult } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/User/{id}/update `{isAdmin}` or `{isBlocked}` → `{success, item}` (admins, not on themselves). */
export const updateUser = (id: number, body: UserStatusBody): Promise<UserUpdateResult> =>
  api.post(`model/User/${id}/update`, { json: body }).json<UserUpdateResult>();
