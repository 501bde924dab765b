import type { Tournament } from '@/api/types';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}: the tournament with disciplines, images, documents and counts. */
export const getTournament = (id: number): Promise<Tournament> => api.get(`tournament/${id}`).json<Tournament>();
