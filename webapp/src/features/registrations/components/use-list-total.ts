import { useQuery } from '@tanstack/react-query';
import { registrationListKeys } from '@/features/registrations/api/keys';
import { listCompetitors, listTeams } from '@/features/registrations/api/lists';
import type { ListPage, ListRequest } from '@/features/registrations/api/list-params';
import { DEFAULT_SORT } from '@/features/registrations/sort';

/** One row is enough to learn a list's total. */
const COUNT_REQUEST: ListRequest = { sort: DEFAULT_SORT, skip: 0, limit: 1 };

type ListName = 'competitors' | 'teams';

const fetchers: Record<ListName, (tournamentId: number, request: ListRequest) => Promise<ListPage<unknown>>> = {
  competitors: listCompetitors,
  teams: listTeams,
};

/** The number of a tournament's competitor or team registrations (every club's, unfiltered). */
export function useListTotal(tournamentId: number, list: ListName) {
  return useQuery({
    queryKey: registrationListKeys[list](tournamentId, COUNT_REQUEST),
    queryFn: () => fetchers[list](tournamentId, COUNT_REQUEST),
    select: (page) => page.total,
  });
}
