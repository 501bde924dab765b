import { queryOptions } from '@tanstack/react-query';
import type { Season, SeededEntry } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';

/** POST /api/tournament/{id}/draws/{groupKey}/seeds/ranking (admins): seeds 1 to 4 for the
 * group's entries best ranked in the season, in place of its seeds so far. */
export const seedFromRanking = (tournamentId: number, groupKey: string, seasonId: number): Promise<SeededEntry[]> =>
  api
    .post(`tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}/seeds/ranking`, { json: { seasonId } })
    .json<SeededEntry[]>();

/** GET /api/seasons: the seasons to seed from. */
export const seasonChoicesQuery = () =>
  queryOptions({ queryKey: drawKeys.seasonChoices(), queryFn: () => api.get('seasons').json<Season[]>() });
