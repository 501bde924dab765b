import type { LoginResult, SecondStepBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/login/second-factor: the password step's challenge and a code → user and token. */
export const signInSecondFactor = (body: SecondStepBody): Promise<LoginResult> =>
  api.post('login/second-factor', { json: body }).json<LoginResult>();
