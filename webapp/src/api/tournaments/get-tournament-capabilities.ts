import { queryOptions } from '@tanstack/react-query';
import { tournamentKeys } from '@/api/tournaments/keys';
import type { TournamentCapabilities, TournamentClubCapabilities } from '@/api/types';
import { api } from '@/lib/api-client';

/**
 * GET /api/tournament/{id}/capabilities: what the signed-in user may do on the tournament's page
 * (archive it, see its info panel and discipline overview), answered by the server's own rules.
 */
export const getTournamentCapabilities = (id: number): Promise<TournamentCapabilities> =>
  api.get(`tournament/${id}/capabilities`).json<TournamentCapabilities>();

export const tournamentCapabilitiesQuery = (id: number) =>
  queryOptions({
    queryKey: tournamentKeys.capabilities(id),
    queryFn: () => getTournamentCapabilities(id),
    staleTime: 0,
  });

/**
 * GET /api/tournament/{id}/club/{clubId}/capabilities: whether the signed-in user may register,
 * change and remove the club's entries now.
 */
export const getTournamentClubCapabilities = (id: number, clubId: number): Promise<TournamentClubCapabilities> =>
  api.get(`tournament/${id}/club/${clubId}/capabilities`).json<TournamentClubCapabilities>();

export const tournamentClubCapabilitiesQuery = (id: number, clubId: number) =>
  queryOptions({
    queryKey: tournamentKeys.clubCapabilities(id, clubId),
    queryFn: () => getTournamentClubCapabilities(id, clubId),
    staleTime: 0,
  });
