import type { Draw } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/tournament/{id}/draws/{groupKey}/confirm (admins): keep a stale draw as it stands. */
export const confirmDraw = (tournamentId: number, groupKey: string): Promise<Draw> =>
  api.post(`tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}/confirm`).json<Draw>();
