import type { RegisterBody, RegisterResult } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/register: account, club and its people; does not sign in. */
export const register = (body: RegisterBody): Promise<RegisterResult> =>
  api.post('register', { json: body }).json<RegisterResult>();
