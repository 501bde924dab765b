import type { TurnOffSecondFactorBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/profile/second-factor/off: with the password and a code. */
export const turnOffSecondFactor = async (body: TurnOffSecondFactorBody): Promise<void> => {
  await api.post('profile/second-factor/off', { json: body });
};
