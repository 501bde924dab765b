import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationListKeys } from './keys';
import type { TournamentStaff } from './types';

/** GET /api/tournament/{id}/staff (admins): every club's coaches, referees and officials. */
export const getTournamentStaff = (tournamentId: number): Promise<TournamentStaff> =>
  api.get(`tournament/${tournamentId}/staff`).json<TournamentStaff>();

/** Every club's staff; under the tournament's key, so registration changes refresh it. */
export const tournamentStaffQuery = (tournamentId: number) =>
  queryOptions({ queryKey: registrationListKeys.staff(tournamentId), queryFn: () => getTournamentStaff(tournamentId) });
