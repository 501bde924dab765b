import type { ResetPasswordBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/reset-password: sets a new password with the mailed token. */
export const resetPassword = async (body: ResetPasswordBody): Promise<void> => {
  await api.post('reset-password', { json: body });
};
