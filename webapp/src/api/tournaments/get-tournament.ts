import { queryOptions } from '@tanstack/react-query';
import type { Tournament } from '@/api/types';
import { api } from '@/lib/api-client';
import { tournamentKeys } from '@/api/tournaments/keys';

/** GET /api/tournament/{id}: the tournament with disciplines, images, documents and counts. */
export const getTournament = (id: number): Promise<Tournament> => api.get(`tournament/${id}`).json<Tournament>();

/** One tournament (its pages and the edit form). */
export const tournamentQuery = (id: number) =>
  queryOptions({ queryKey: tournamentKeys.detail(id), queryFn: () => getTournament(id) });
