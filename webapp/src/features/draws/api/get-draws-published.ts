import { queryOptions } from '@tanstack/react-query';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/draws/publish: whether clubs may read the draws (anyone who sees the tournament). */
export const getDrawsPublished = (tournamentId: number): Promise<{ published: boolean }> =>
  api.get(`tournament/${tournamentId}/draws/publish`).json<{ published: boolean }>();

export const drawsPublishedQuery = (tournamentId: number) =>
  queryOptions({ queryKey: drawKeys.published(tournamentId), queryFn: () => getDrawsPublished(tournamentId) });
