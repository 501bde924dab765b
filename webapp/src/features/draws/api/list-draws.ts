import { queryOptions } from '@tanstack/react-query';
import type { Draws } from '@/api/types';
import { drawKeys } from '@/features/draws/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/tournament/{id}/draws: every group with its size, format and state. */
export const listDraws = (tournamentId: number): Promise<Draws> =>
  api.get(`tournament/${tournamentId}/draws`).json<Draws>();

export const drawsQuery = (tournamentId: number) =>
  queryOptions({ queryKey: drawKeys.list(tournamentId), queryFn: () => listDraws(tournamentId) });
