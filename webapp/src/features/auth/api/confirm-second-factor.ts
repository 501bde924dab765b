import type { ConfirmSecondFactorBody, SecondFactorEnrolled } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/profile/second-factor/confirm: switched on; the recovery codes and a fresh token. */
export const confirmSecondFactor = (body: ConfirmSecondFactorBody): Promise<SecondFactorEnrolled> =>
  api.post('profile/second-factor/confirm', { json: body }).json<SecondFactorEnrolled>();
