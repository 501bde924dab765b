import type { SecondFactorEnrolment } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/profile/second-factor/enrolment: a new secret (off until confirmed) and its QR code. */
export const startSecondFactorEnrolment = (): Promise<SecondFactorEnrolment> =>
  api.post('profile/second-factor/enrolment').json<SecondFactorEnrolment>();
