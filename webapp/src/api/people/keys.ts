import type { PeopleResource } from '@/api/types';

/** Query keys of a club's people. */
export const peopleKeys = {
  all: ['people'] as const,
  list: (resource: PeopleResource, clubId: number) => ['people', resource, clubId] as const,
};
