import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationListKeys } from './keys';
import type { Overview } from './types';

/**
 * GET /api/tournament/{id}/overview: entries per category, discipline and sex (competitors) or
 * team type; 403 when the caller may not see the overview.
 */
export const getOverview = (tournamentId: number): Promise<Overview> =>
  api.get(`tournament/${tournamentId}/overview`).json<Overview>();

/** The overview's query (the overview panels and their print). */
export const overviewQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: registrationListKeys.overview(tournamentId),
    queryFn: () => getOverview(tournamentId),
  });
