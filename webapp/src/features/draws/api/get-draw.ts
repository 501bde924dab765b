import { queryOptions } from '@tanstack/react-query';
import type { Draw } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/draws/{groupKey}: one group's draw with its bouts. */
export const getDraw = (tournamentId: number, groupKey: string): Promise<Draw> =>
  api.get(`tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}`).json<Draw>();

export const drawQuery = (tournamentId: number, groupKey: string) =>
  queryOptions({ queryKey: drawKeys.group(tournamentId, groupKey), queryFn: () => getDraw(tournamentId, groupKey) });
