import { queryOptions } from '@tanstack/react-query';
import { clubKeys } from '@/api/clubs/keys';
import type { ClubCapabilities } from '@/api/types';
import { api } from '@/lib/api-client';

/**
 * GET /api/clubs/{id}/capabilities: what the signed-in user may do on the club's page (edit it,
 * each people panel's buttons, the pay flags), answered by the server's own permission rules.
 */
export const getClubCapabilities = (id: number): Promise<ClubCapabilities> =>
  api.get(`clubs/${id}/capabilities`).json<ClubCapabilities>();

/** Asked afresh on each visit: a blocked club or a changed setting changes the answer. */
export const clubCapabilitiesQuery = (id: number) =>
  queryOptions({ queryKey: clubKeys.capabilities(id), queryFn: () => getClubCapabilities(id), staleTime: 0 });
