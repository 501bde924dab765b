import type { PeopleResource, PeopleResources } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/{Name} `{obj, returnObj}` → 201 the new person (obj carries clubId). */
export const createPerson = <R extends PeopleResource>(
  resource: R,
  obj: PeopleResources[R]['create'],
): Promise<PeopleResources[R]['item']> =>
  api.post(`model/${resource}`, { json: { obj, returnObj: true } }).json<PeopleResources[R]['item']>();
