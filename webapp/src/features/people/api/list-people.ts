import type { PeopleResource, PeopleResources } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/{Name}?by={"clubId":…}: a club's members, coaches, referees or officials. */
export const listPeople = <R extends PeopleResource>(resource: R, clubId: number): Promise<PeopleResources[R]['page']> =>
  api
    .get(`model/${resource}`, { searchParams: listSearchParams({ by: { clubId } }) })
    .json<PeopleResources[R]['page']>();
