import type { PeopleResource } from '@/api/types';
import { api } from '@/lib/api-client';

/** DELETE /api/model/{Name}/{id} → 204. */
export const deletePerson = async (resource: PeopleResource, id: number): Promise<void> => {
  await api.delete(`model/${resource}/${id}`);
};
