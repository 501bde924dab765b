import type { Tournament } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/tournament/{id}/archive → the archived tournament (409 while it is active). */
export const archiveTournament = (id: number): Promise<Tournament> =>
  api.put(`tournament/${id}/archive`).json<Tournament>();
