import type { Tournament, TournamentUpdate } from '@/api/types';
import { api } from '@/lib/api-client';

/**
 * PUT /api/model/Tournaments/{id} `{obj}` (partial) → the tournament. `{registrationOpen}` alone
 * opens or closes applications.
 */
export const updateTournament = (id: number, obj: TournamentUpdate): Promise<Tournament> =>
  api.put(`model/Tournaments/${id}`, { json: { obj, returnObj: true } }).json<Tournament>();
