import type { TournamentFile, TournamentFileCreate } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/Documents `{obj: {tournamentId, name}}` → 201 the document record (no file yet). */
export const createTournamentDocument = (obj: TournamentFileCreate): Promise<TournamentFile> =>
  api.post('model/Documents', { json: { obj, returnObj: true } }).json<TournamentFile>();
