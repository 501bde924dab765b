import { api } from '@/lib/api-client';

/** DELETE /api/seasons/{id} → 204 (admins); the season's tournaments stay. */
export const deleteSeason = async (id: number): Promise<void> => {
  await api.delete(`seasons/${id}`);
};
