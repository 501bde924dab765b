import type { TournamentFile, TournamentFileCreate } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/TournamentImages `{obj: {tournamentId, name}}` → 201 the image record (no file yet). */
export const createTournamentImage = (obj: TournamentFileCreate): Promise<TournamentFile> =>
  api.post('model/TournamentImages', { json: { obj, returnObj: true } }).json<TournamentFile>();
