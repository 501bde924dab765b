import { api } from '@/lib/api-client';
import type { Registrations } from './types';

/** Coaches, referees and officials registered for a tournament. */
export type StaffKind = 'coach' | 'referee' | 'official';

/** POST /api/tournament/{id}/register-{kind}/{personId}. */
export const registerStaff = (tournamentId: number, kind: StaffKind, personId: number): Promise<Registrations> =>
  api.post(`tournament/${tournamentId}/register-${kind}/${personId}`).json<Registrations>();

/** DELETE /api/tournament/{id}/{kind}/{personId}. */
export const deleteStaff = (tournamentId: number, kind: StaffKind, personId: number): Promise<Registrations> =>
  api.delete(`tournament/${tournamentId}/${kind}/${personId}`).json<Registrations>();
