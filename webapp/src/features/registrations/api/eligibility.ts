import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationListKeys } from './keys';
import type { IneligibleEntry } from './types';

/** GET /api/tournament/{id}/eligibility: entries that break a limit now (admins: every club's; clubs: their own). */
export const listIneligibleEntries = (tournamentId: number): Promise<IneligibleEntry[]> =>
  api.get(`tournament/${tournamentId}/eligibility`).json<IneligibleEntry[]>();

/** Under the tournament's registrations: any registration change refreshes it. */
export const ineligibleEntriesQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: registrationListKeys.eligibility(tournamentId),
    queryFn: () => listIneligibleEntries(tournamentId),
  });
