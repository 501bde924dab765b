import { api } from '@/lib/api-client';

/** PUT /api/tournament/{id}/draws/publish (admins): let clubs read the draws, or no longer. */
export const publishDraws = (tournamentId: number, published: boolean): Promise<{ published: boolean }> =>
  api.put(`tournament/${tournamentId}/draws/publish`, { json: { published } }).json<{ published: boolean }>();
