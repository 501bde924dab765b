import { queryOptions } from '@tanstack/react-query';
import type { SeasonRanking } from '@/api/types';
import { seasonKeys } from '@/features/seasons/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/seasons/{id}/ranking: the ranking of every group kind of the season. */
export const getRanking = (seasonId: number): Promise<SeasonRanking> =>
  api.get(`seasons/${seasonId}/ranking`).json<SeasonRanking>();

export const rankingQuery = (seasonId: number) =>
  queryOptions({ queryKey: seasonKeys.ranking(seasonId), queryFn: () => getRanking(seasonId) });
