import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationListKeys } from './keys';
import type { EntryOptions } from './types';

/**
 * GET /api/tournament/{id}/club/{clubId}/entry-options: what each of the club's members may be
 * entered in, each option with the server's reasons (in the UI language) when a member may not take it.
 */
export const listEntryOptions = (tournamentId: number, clubId: number): Promise<EntryOptions> =>
  api.get(`tournament/${tournamentId}/club/${clubId}/entry-options`).json<EntryOptions>();

/** Fetched afresh whenever a dialog opens: a member's birth date, belt or weight may have changed meanwhile. */
export const entryOptionsQuery = (tournamentId: number, clubId: number) =>
  queryOptions({
    queryKey: registrationListKeys.entryOptions(tournamentId, clubId),
    queryFn: () => listEntryOptions(tournamentId, clubId),
    staleTime: 0,
  });
