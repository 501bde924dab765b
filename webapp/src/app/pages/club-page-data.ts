import type { QueryClient } from '@tanstack/react-query';
import type { PrefetchContext } from '@/app/route-handle';
import { clubQuery } from '@/api/clubs/get-club';
import { clubPeopleResources, peopleListQuery } from '@/api/people/list-people';
import { idFrom } from '@/lib/route-params';

/** The club a club page shows: `/clubs/:id`'s, else (`/my-club`) the user's own. */
export const clubIdOf = (param: string | undefined, ownClubId: number | null): number | null =>
  param === undefined ? ownClubId : idFrom(param);

/** Asks for what the club page shows first: the club and its people lists (one request each). */
export function prefetchClubPage(queryClient: QueryClient, clubId: number) {
  void queryClient.prefetchQuery(clubQuery(clubId));
  for (const resource of clubPeopleResources) void queryClient.prefetchQuery(peopleListQuery(resource, clubId));
}

/** The club page's route prefetch (src/app/preload.ts), for a signed-in user. */
export function prefetchClubRoute({ params, user, queryClient }: PrefetchContext) {
  if (!user) return;
  const clubId = clubIdOf(params.id, user.club?.id ?? null);
  if (clubId !== null) prefetchClubPage(queryClient, clubId);
}
