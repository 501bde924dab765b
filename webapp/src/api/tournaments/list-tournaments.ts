import { queryOptions } from '@tanstack/react-query';
import type { TournamentPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { tournamentKeys } from '@/api/tournaments/keys';

/** GET /api/model/Tournaments?by={"isArchived":…}: the active or the archived tournaments, with counts. */
export const listTournaments = (archived: boolean): Promise<TournamentPage> =>
  api
    .get('model/Tournaments', { searchParams: listSearchParams({ by: { isArchived: archived } }) })
    .json<TournamentPage>();

/** The active or the archived tournaments. */
export const tournamentsQuery = (archived: boolean) =>
  queryOptions({ queryKey: tournamentKeys.list(archived), queryFn: () => listTournaments(archived) });
