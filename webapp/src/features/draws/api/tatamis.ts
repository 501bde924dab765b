import { queryOptions } from '@tanstack/react-query';
import type { CompetitorDay, Tatamis, TatamisBody, UserPage } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/tournament/{id}/tatamis: each tatami's groups in order and its table officials
 * (admins; others once the draws are published). */
export const getTatamis = (tournamentId: number): Promise<Tatamis> =>
  api.get(`tournament/${tournamentId}/tatamis`).json<Tatamis>();

export const tatamisQuery = (tournamentId: number) =>
  queryOptions({ queryKey: drawKeys.tatamis(tournamentId), queryFn: () => getTatamis(tournamentId) });

/** PUT /api/tournament/{id}/tatamis (admins): every tatami, replacing the ones set before. */
export const setTatamis = (tournamentId: number, body: TatamisBody): Promise<Tatamis> =>
  api.put(`tournament/${tournamentId}/tatamis`, { json: body }).json<Tatamis>();

/** The users whose names hold `search` (the first few), for choosing table officials. */
export const officialChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: drawKeys.officialChoices(search),
    queryFn: () => api.get('model/User', { searchParams: listSearchParams({ q: search, limit: 20 }) }).json<UserPage>(),
  });

/** GET /api/tournament/{id}/clubs/{clubId}/day: the club's competitors with their tatami, their
 * group's estimated start and their next bout or place (the club's users and admins). */
export const clubDayQuery = (tournamentId: number, clubId: number) =>
  queryOptions({
    queryKey: drawKeys.clubDay(tournamentId, clubId),
    queryFn: () => api.get(`tournament/${tournamentId}/clubs/${clubId}/day`).json<CompetitorDay[]>(),
  });
