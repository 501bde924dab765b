import { queryOptions } from '@tanstack/react-query';
import type { PeopleResource, PeopleResources } from '@/api/types';
import { api } from '@/lib/api-client';
import { peopleKeys } from '@/api/people/keys';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/{Name}?by={"clubId":…}: a club's members, coaches, referees or officials. */
export const listPeople = <R extends PeopleResource>(
  resource: R,
  clubId: number,
): Promise<PeopleResources[R]['page']> =>
  api
    .get(`model/${resource}`, { searchParams: listSearchParams({ by: { clubId } }) })
    .json<PeopleResources[R]['page']>();

/** The people lists of a club page, one panel each. */
export const clubPeopleResources = [
  'Members',
  'Coaches',
  'Referees',
  'Officials',
] as const satisfies readonly PeopleResource[];

/** The query of a club's people list (shared by the club page's panels and their prefetch). */
export const peopleListQuery = <R extends PeopleResource>(resource: R, clubId: number) =>
  queryOptions({
    queryKey: peopleKeys.list(resource, clubId),
    queryFn: () => listPeople(resource, clubId),
  });
