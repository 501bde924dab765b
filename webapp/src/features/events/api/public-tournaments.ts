import { queryOptions } from '@tanstack/react-query';
import type { PublicTournament, PublicTournamentSummary } from '@/api/types';
import { api } from '@/lib/api-client';

export const publicKeys = {
  all: ['public-tournaments'] as const,
  detail: (id: number) => ['public-tournaments', id] as const,
};

/**
 * The answers may be kept a minute (`Cache-Control: public, max-age=60`, for proxies): the app
 * asks again each time (`no-cache`) with the ETag it has, and an unchanged page costs a 304.
 */
const REVALIDATE = { cache: 'no-cache' } as const;

/** GET /api/public/tournaments: the tournaments shown in public (no sign-in). */
export const listPublicTournaments = (): Promise<PublicTournamentSummary[]> =>
  api.get('public/tournaments', REVALIDATE).json<PublicTournamentSummary[]>();

/** GET /api/public/tournaments/{id}: a public tournament with its counts (and entries when listed). */
export const getPublicTournament = (id: number): Promise<PublicTournament> =>
  api.get(`public/tournaments/${id}`, REVALIDATE).json<PublicTournament>();

export const publicTournamentsQuery = () => queryOptions({ queryKey: publicKeys.all, queryFn: listPublicTournaments });

export const publicTournamentQuery = (id: number) =>
  queryOptions({ queryKey: publicKeys.detail(id), queryFn: () => getPublicTournament(id) });
