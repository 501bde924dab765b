import { queryOptions } from '@tanstack/react-query';
import type { MedalTable } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/medals: clubs by gold, silver and bronze, and every drawn group's
 * placings so far (admins; clubs once the draws are published). */
export const getMedalTable = (tournamentId: number): Promise<MedalTable> =>
  api.get(`tournament/${tournamentId}/medals`).json<MedalTable>();

export const medalTableQuery = (tournamentId: number) =>
  queryOptions({ queryKey: drawKeys.medals(tournamentId), queryFn: () => getMedalTable(tournamentId) });
