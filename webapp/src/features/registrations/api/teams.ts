import { api } from '@/lib/api-client';
import type { Registrations, TeamBody } from './types';

/** POST /api/tournament/{id}/register-team. */
export const registerTeam = (tournamentId: number, body: TeamBody): Promise<Registrations> =>
  api.post(`tournament/${tournamentId}/register-team`, { json: body }).json<Registrations>();

/** PUT /api/tournament/team/{id}. */
export const updateTeam = (registrationId: number, body: TeamBody): Promise<Registrations> =>
  api.put(`tournament/team/${registrationId}`, { json: body }).json<Registrations>();

/** DELETE /api/tournament/team/{id}. */
export const deleteTeam = (registrationId: number): Promise<Registrations> =>
  api.delete(`tournament/team/${registrationId}`).json<Registrations>();
