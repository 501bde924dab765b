import { api } from '@/lib/api-client';
import type { CompetitorBody, CompetitorChangeBody, Registrations } from './types';

/** POST /api/tournament/{id}/register-competitor. */
export const registerCompetitor = (tournamentId: number, body: CompetitorBody): Promise<Registrations> =>
  api.post(`tournament/${tournamentId}/register-competitor`, { json: body }).json<Registrations>();

/** PUT /api/tournament/competitor/{id}: new categories and disciplines. */
export const updateCompetitor = (registrationId: number, body: CompetitorChangeBody): Promise<Registrations> =>
  api.put(`tournament/competitor/${registrationId}`, { json: body }).json<Registrations>();

/** DELETE /api/tournament/competitor/{id}. */
export const deleteCompetitor = (registrationId: number): Promise<Registrations> =>
  api.delete(`tournament/competitor/${registrationId}`).json<Registrations>();
