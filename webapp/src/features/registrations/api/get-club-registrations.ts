import { api } from '@/lib/api-client';
import type { ClubRegistrations } from './types';

/** GET /api/tournament/{id}/club/{clubId}: one club's registrations and fee. */
export const getClubRegistrations = (tournamentId: number, clubId: number): Promise<ClubRegistrations> =>
  api.get(`tournament/${tournamentId}/club/${clubId}`).json<ClubRegistrations>();
