import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationListKeys } from './keys';
import {
  fetchPageWithin,
  pageWindow,
  registrationSearchParams,
  type ListPage,
  type ListRequest,
  type NumberedPage,
} from './list-params';
import type { HistoryEntry, ListedCompetitor, TeamRegistration } from './types';

/** GET /api/tournament/{id}/competitors: one page of every club's competitor registrations. */
export const listCompetitors = (tournamentId: number, request: ListRequest): Promise<ListPage<ListedCompetitor>> =>
  api
    .get(`tournament/${tournamentId}/competitors`, { searchParams: registrationSearchParams(request) })
    .json<ListPage<ListedCompetitor>>();

/** GET /api/tournament/{id}/teams: one page of every club's team registrations. */
export const listTeams = (tournamentId: number, request: ListRequest): Promise<ListPage<TeamRegistration>> =>
  api
    .get(`tournament/${tournamentId}/teams`, { searchParams: registrationSearchParams(request) })
    .json<ListPage<TeamRegistration>>();

interface PageQuery<Row> {
  tournamentId: number;
  list: 'competitors' | 'teams';
  fetchPage: (tournamentId: number, request: ListRequest) => Promise<ListPage<Row>>;
  /** The order and filters of the list. */
  request: Omit<ListRequest, 'skip' | 'limit'>;
  page: number;
  pageSize: number;
  /** The page lay past the end (rows removed since): the server's total made it the last page, `found`. */
  onMoved?: (found: NumberedPage<Row>) => void;
}

/** Page `page` of every club's competitors or teams, under the tournament's key. */
export const registrationPageQuery = <Row>({
  tournamentId,
  list,
  fetchPage,
  request,
  page,
  pageSize,
  onMoved,
}: PageQuery<Row>) =>
  queryOptions({
    queryKey: registrationListKeys[list](tournamentId, { ...request, ...pageWindow(page, pageSize) }),
    queryFn: async () => {
      const found = await fetchPageWithin(
        (window) => fetchPage(tournamentId, { ...request, ...window }),
        page,
        pageSize,
      );
      if (found.page !== page) onMoved?.(found);
      return found;
    },
  });

/** The change history (admins). */
export const historyQuery = (tournamentId: number) =>
  queryOptions({ queryKey: registrationListKeys.history(tournamentId), queryFn: () => listHistory(tournamentId) });

/** GET /api/tournament/{id}/history (admins): newest first. */
export const listHistory = (tournamentId: number): Promise<HistoryEntry[]> =>
  api.get(`tournament/${tournamentId}/history`).json<HistoryEntry[]>();

/** POST /api/model/Tournaments/{id}/assignNumbers (admins): numbers every competitor 1..N. */
export const assignNumbers = (tournamentId: number): Promise<unknown> =>
  api.post(`model/Tournaments/${tournamentId}/assignNumbers`, { json: {} }).json<unknown>();
