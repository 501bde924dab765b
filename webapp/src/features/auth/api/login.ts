import type { LoginBody, LoginResult } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/login → user and token. */
export const login = (body: LoginBody): Promise<LoginResult> => api.post('login', { json: body }).json<LoginResult>();
