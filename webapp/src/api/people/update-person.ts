import type { PeopleResource, PeopleResources } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/model/{Name}/{id} `{obj, returnObj}` (partial) → the person. */
export const updatePerson = <R extends PeopleResource>(
  resource: R,
  id: number,
  obj: PeopleResources[R]['update'],
): Promise<PeopleResources[R]['item']> =>
  api.put(`model/${resource}/${id}`, { json: { obj, returnObj: true } }).json<PeopleResources[R]['item']>();
