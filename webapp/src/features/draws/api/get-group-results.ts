import { queryOptions } from '@tanstack/react-query';
import type { GroupResults } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/draws/{groupKey}/results: a group's draw, its bouts as they stand,
 * placings and a round robin's table (admins; clubs once the draws are published). */
export const getGroupResults = (tournamentId: number, groupKey: string): Promise<GroupResults> =>
  api.get(`tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}/results`).json<GroupResults>();

export const groupResultsQuery = (tournamentId: number, groupKey: string) =>
  queryOptions({
    queryKey: drawKeys.group(tournamentId, groupKey),
    queryFn: () => getGroupResults(tournamentId, groupKey),
  });
