import { queryOptions } from '@tanstack/react-query';
import type { SecondFactorState } from '@/api/types';
import { accountKeys } from '@/features/auth/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/profile/second-factor: whether it is on, and the recovery codes left. */
export const getSecondFactor = (): Promise<SecondFactorState> =>
  api.get('profile/second-factor').json<SecondFactorState>();

export const secondFactorQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.secondFactor, queryFn: getSecondFactor });
