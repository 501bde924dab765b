import { queryOptions } from '@tanstack/react-query';
import type { ClubTournament } from '@/api/types';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/** GET /api/tournament/of-club/{clubId}: the tournaments that are not archived, with the club's counts and fee. */
export const listClubTournaments = (clubId: number): Promise<ClubTournament[]> =>
  api.get(`tournament/of-club/${clubId}`).json<ClubTournament[]>();

/** The club's tournaments; under `tournaments`, so any tournament change refreshes them. */
export const clubTournamentsQuery = (clubId: number) =>
  queryOptions({ queryKey: tournamentKeys.ofClub(clubId), queryFn: () => listClubTournaments(clubId) });
