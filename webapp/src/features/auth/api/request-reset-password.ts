import type { RequestResetBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/request-reset-password: mails a reset link (404 when no account has the email). */
export const requestResetPassword = async (body: RequestResetBody): Promise<void> => {
  await api.post('request-reset-password', { json: body });
};
