import { queryOptions } from '@tanstack/react-query';
import type { UserRowCapabilities } from '@/api/types';
import { api } from '@/lib/api-client';
import { rowIdsParams } from '@/lib/row-ids';
import { userKeys } from './keys';

/**
 * GET /api/users/capabilities?id=…: on which of these users the signed-in user may act (block,
 * promote, set a password: the server's rule, never on their own row).
 */
export const listUserCapabilities = (ids: readonly number[]): Promise<UserRowCapabilities[]> =>
  api.get('users/capabilities', { searchParams: rowIdsParams(ids) }).json<UserRowCapabilities[]>();

export const userCapabilitiesQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: userKeys.capabilities(ids),
    queryFn: () => listUserCapabilities(ids),
    enabled: ids.length > 0,
  });
