import { queryOptions } from '@tanstack/react-query';
import { clubKeys } from '@/api/clubs/keys';
import type { ClubRowCapabilities } from '@/api/types';
import { api } from '@/lib/api-client';
import { rowIdsParams } from '@/lib/row-ids';

/** GET /api/clubs/capabilities?id=…: which of these clubs the signed-in user may delete (the server's rule). */
export const listClubCapabilities = (ids: readonly number[]): Promise<ClubRowCapabilities[]> =>
  api.get('clubs/capabilities', { searchParams: rowIdsParams(ids) }).json<ClubRowCapabilities[]>();

export const clubRowCapabilitiesQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: clubKeys.rowCapabilities(ids),
    queryFn: () => listClubCapabilities(ids),
    enabled: ids.length > 0,
  });
