import { api } from '@/lib/api-client';

/** DELETE /api/model/Tournaments/{id} → 204. */
export const deleteTournament = async (id: number): Promise<void> => {
  await api.delete(`model/Tournaments/${id}`);
};
