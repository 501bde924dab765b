import type { ListRequest } from './list-params';

/** Query keys of registrations; `tournament(id)` covers everything of one tournament. */
export const registrationKeys = {
  all: ['registrations'] as const,
  tournament: (tournamentId: number) => ['registrations', tournamentId] as const,
  /** Every club view's registrations and fee. */
  clubs: (tournamentId: number) => ['registrations', tournamentId, 'club'] as const,
  club: (tournamentId: number, clubId: number) => ['registrations', tournamentId, 'club', clubId] as const,
};

/** What a list's query depends on: a request, or the purpose of an unpaged fetch. */
type ListKeyPart = ListRequest | Record<string, string | number | boolean | null | undefined>;

const listKey = (tournamentId: number, list: 'competitors' | 'teams', request?: ListKeyPart) =>
  request ? ['registrations', tournamentId, list, request] : ['registrations', tournamentId, list];

/**
 * Every club's lists (admins), under the tournament's key so that changes refresh them. A list's
 * key without a request is the prefix of all its pages, filters and counts.
 */
export const registrationListKeys = {
  competitors: (tournamentId: number, request?: ListKeyPart) => listKey(tournamentId, 'competitors', request),
  teams: (tournamentId: number, request?: ListKeyPart) => listKey(tournamentId, 'teams', request),
  overview: (tournamentId: number) => ['registrations', tournamentId, 'overview'] as const,
  history: (tournamentId: number) => ['registrations', tournamentId, 'history'] as const,
  staff: (tournamentId: number) => ['registrations', tournamentId, 'staff'] as const,
  fees: (tournamentId: number) => ['registrations', tournamentId, 'fees'] as const,
  /** Entries that break a limit now; under the tournament's key, so any registration change refreshes it. */
  eligibility: (tournamentId: number) => ['registrations', tournamentId, 'eligibility'] as const,
  /** Caps, places left and the waiting list; under the tournament's key, so any registration change refreshes them. */
  entryPlaces: (tournamentId: number) => ['registrations', tournamentId, 'entry-places'] as const,
  waitingList: (tournamentId: number) => ['registrations', tournamentId, 'waiting-list'] as const,
  clubWaitingList: (tournamentId: number, clubId: number) =>
    ['registrations', tournamentId, 'waiting-list', clubId] as const,
  deductions: (tournamentId: number) => ['registrations', tournamentId, 'deductions'] as const,
  /** What a club's members may be entered in; under the tournament's key, so any registration change refreshes it. */
  entryOptions: (tournamentId: number, clubId: number) =>
    ['registrations', tournamentId, 'entry-options', clubId] as const,
};
