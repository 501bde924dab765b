import { queryOptions } from '@tanstack/react-query';
import type { TournamentFees } from '@/features/registrations/api/types';
import { registrationListKeys } from '@/features/registrations/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/fees (admins): every club's fee and the totals. */
export const getTournamentFees = (tournamentId: number): Promise<TournamentFees> =>
  api.get(`tournament/${tournamentId}/fees`).json<TournamentFees>();

/** The fee report (clubs list, info panel, club filter, fees panel): one query, under the tournament's key. */
export const tournamentFeesQuery = (tournamentId: number) =>
  queryOptions({ queryKey: registrationListKeys.fees(tournamentId), queryFn: () => getTournamentFees(tournamentId) });
