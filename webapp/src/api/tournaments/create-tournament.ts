import type { Tournament, TournamentCreate } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/Tournaments `{obj, returnObj}` → 201 the new tournament. */
export const createTournament = (obj: TournamentCreate): Promise<Tournament> =>
  api.post('model/Tournaments', { json: { obj, returnObj: true } }).json<Tournament>();
