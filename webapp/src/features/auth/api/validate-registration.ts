import type { RegisterValidateBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/register/validate: checks step 1 of the wizard (e.g. a taken email). */
export const validateRegistration = async (body: RegisterValidateBody): Promise<void> => {
  await api.post('register/validate', { json: body });
};
