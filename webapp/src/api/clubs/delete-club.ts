import { api } from '@/lib/api-client';

/** DELETE /api/model/Clubs/{id} → 204 (admins, never their own club). */
export const deleteClub = async (id: number): Promise<void> => {
  await api.delete(`model/Clubs/${id}`);
};
