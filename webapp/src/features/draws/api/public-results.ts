import { queryOptions } from '@tanstack/react-query';
import type { GroupResults, MedalTable } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';
import { env } from '@/config/env';

/** GET /api/public/tournaments/{id}/medals: the medal table and every group's placings, for anyone. */
export const getPublicMedalTable = (tournamentId: number): Promise<MedalTable> =>
  api.get(`public/tournaments/${tournamentId}/medals`).json<MedalTable>();

/** GET /api/public/tournaments/{id}/results/{groupKey}: a group's bouts and placings, for anyone. */
export const getPublicGroupResults = (tournamentId: number, groupKey: string): Promise<GroupResults> =>
  api.get(`public/tournaments/${tournamentId}/results/${encodeURIComponent(groupKey)}`).json<GroupResults>();

/** Where the browser follows the results as they are entered (Server-Sent Events). */
export const liveResultsUrl = (tournamentId: number): string =>
  `${globalThis.location?.origin ?? ''}${env.apiPrefix}/public/tournaments/${tournamentId}/live`;

/** `refetchInterval`: how often the pages are read again while no stream brings the changes. */
export const publicMedalTableQuery = (tournamentId: number, refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: drawKeys.publicMedals(tournamentId),
    queryFn: () => getPublicMedalTable(tournamentId),
    refetchInterval,
  });

export const publicGroupResultsQuery = (
  tournamentId: number,
  groupKey: string,
  refetchInterval: number | false = false,
) =>
  queryOptions({
    queryKey: drawKeys.publicGroup(tournamentId, groupKey),
    queryFn: () => getPublicGroupResults(tournamentId, groupKey),
    refetchInterval,
  });
