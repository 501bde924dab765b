import type { LoginBody, LoginResult, SecondFactorNeeded } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/login → user and token, or a challenge when the account has a second factor. */
export const login = (body: LoginBody): Promise<LoginResult | SecondFactorNeeded> =>
  api.post('login', { json: body }).json<LoginResult | SecondFactorNeeded>();

/** Whether the password step asks for the second factor. */
export const needsSecondFactor = (answer: LoginResult | SecondFactorNeeded): answer is SecondFactorNeeded =>
  'challenge' in answer;
