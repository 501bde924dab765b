import { api } from '@/lib/api-client';
import type { IneligibleEntry } from './types';

/** GET /api/tournament/{id}/eligibility: entries that break a limit now (admins: every club's; clubs: their own). */
export const listIneligibleEntries = (tournamentId: number): Promise<IneligibleEntry[]> =>
  api.get(`tournament/${tournamentId}/eligibility`).json<IneligibleEntry[]>();

/** Under the tournament's registrations: any registration change refreshes it. */
export const ineligibleEntriesQuery = (tournamentId: number) => ({
  queryKey: ['registrations', tournamentId, 'eligibility'] as const,
  queryFn: () => listIneligibleEntries(tournamentId),
});
