import type { PeopleResource, PeopleResources } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/{Name}/{id}/erase `{}` (admins) → `{success, item}`: the erased person. */
export const erasePerson = async <R extends PeopleResource>(
  resource: R,
  id: number,
): Promise<PeopleResources[R]['item']> => {
  const answer = await api.post(`model/${resource}/${id}/erase`, { json: {} }).json<{
    item: PeopleResources[R]['item'];
  }>();
  return answer.item;
};
