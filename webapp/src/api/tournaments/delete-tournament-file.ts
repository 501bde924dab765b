import { api } from '@/lib/api-client';

/** The two kinds of tournament file records. */
export type TournamentFileResource = 'Documents' | 'TournamentImages';

/** DELETE /api/model/Documents/{id} or /api/model/TournamentImages/{id} → 204. */
export const deleteTournamentFile = async (resource: TournamentFileResource, id: number): Promise<void> => {
  await api.delete(`model/${resource}/${id}`);
};
