import type { TournamentFees } from '@/features/registrations/api/types';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/fees (admins): every club's fee and the totals. */
export const getTournamentFees = (tournamentId: number): Promise<TournamentFees> =>
  api.get(`tournament/${tournamentId}/fees`).json<TournamentFees>();
