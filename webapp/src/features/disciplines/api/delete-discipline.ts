import { api } from '@/lib/api-client';

/** DELETE /api/model/Disciplines/{id} → 204. */
export const deleteDiscipline = async (id: number): Promise<void> => {
  await api.delete(`model/Disciplines/${id}`);
};
