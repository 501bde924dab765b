import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationKeys } from './keys';
import type { ClubRegistrations } from './types';

/** GET /api/tournament/{id}/club/{clubId}: one club's registrations and fee. */
export const getClubRegistrations = (tournamentId: number, clubId: number): Promise<ClubRegistrations> =>
  api.get(`tournament/${tournamentId}/club/${clubId}`).json<ClubRegistrations>();

/** The query of one club's registrations; the panels of one club share it. */
export const clubRegistrationsQuery = (tournamentId: number, clubId: number) =>
  queryOptions({
    queryKey: registrationKeys.club(tournamentId, clubId),
    queryFn: () => getClubRegistrations(tournamentId, clubId),
  });
