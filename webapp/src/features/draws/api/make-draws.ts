import type { Draw, MakeDrawsBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/tournament/{id}/draws (admins, applications closed): draw the groups given, or all. */
export const makeDraws = (tournamentId: number, body: MakeDrawsBody): Promise<Draw[]> =>
  api.post(`tournament/${tournamentId}/draws`, { json: body }).json<Draw[]>();
