import { api } from '@/lib/api-client';

/** DELETE /api/model/Categories/{id} → 204. */
export const deleteCategory = async (id: number): Promise<void> => {
  await api.delete(`model/Categories/${id}`);
};
