import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationListKeys } from './keys';
import type { EntryLimitsBody, EntryPlaces, WaitingEntry } from './types';

/** GET /api/tournament/{id}/entry-places: the caps and quotas with the places left, the total first. */
export const listEntryPlaces = (tournamentId: number): Promise<EntryPlaces[]> =>
  api.get(`tournament/${tournamentId}/entry-places`).json<EntryPlaces[]>();

export const entryPlacesQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: registrationListKeys.entryPlaces(tournamentId),
    queryFn: () => listEntryPlaces(tournamentId),
    staleTime: 0,
  });

/** PUT /api/tournament/{id}/entry-limits (admins): replaces every cap and quota. */
export const setEntryLimits = (tournamentId: number, body: EntryLimitsBody): Promise<EntryPlaces[]> =>
  api.put(`tournament/${tournamentId}/entry-limits`, { json: body }).json<EntryPlaces[]>();

/** GET /api/tournament/{id}/waiting-list (admins): first come first. */
export const listWaiting = (tournamentId: number): Promise<WaitingEntry[]> =>
  api.get(`tournament/${tournamentId}/waiting-list`).json<WaitingEntry[]>();

export const waitingListQuery = (tournamentId: number) =>
  queryOptions({ queryKey: registrationListKeys.waitingList(tournamentId), queryFn: () => listWaiting(tournamentId) });

/** GET /api/tournament/{id}/club/{clubId}/waiting-list: the club's waiting entries with their places in line. */
export const listClubWaiting = (tournamentId: number, clubId: number): Promise<WaitingEntry[]> =>
  api.get(`tournament/${tournamentId}/club/${clubId}/waiting-list`).json<WaitingEntry[]>();

export const clubWaitingListQuery = (tournamentId: number, clubId: number) =>
  queryOptions({
    queryKey: registrationListKeys.clubWaitingList(tournamentId, clubId),
    queryFn: () => listClubWaiting(tournamentId, clubId),
  });

/** A waiting entry's path: its kind and its id (a competitor's and a team's ids collide). */
const entryPath = (tournamentId: number, entry: WaitingEntry) =>
  `tournament/${tournamentId}/waiting-list/${entry.kind}/${entry.entryId}`;

/** A waiting entry's key in lists: its kind and id. */
export const waitingKey = (entry: WaitingEntry) => `${entry.kind}-${entry.entryId}`;

/** POST …/waiting-list/{kind}/{entryId}/promote (admins): a place past the caps. */
export const promoteWaiting = (tournamentId: number, entry: WaitingEntry): Promise<unknown> =>
  api.post(`${entryPath(tournamentId, entry)}/promote`);

/** DELETE …/waiting-list/{kind}/{entryId} (admins). */
export const removeWaiting = (tournamentId: number, entry: WaitingEntry): Promise<unknown> =>
  api.delete(entryPath(tournamentId, entry));
