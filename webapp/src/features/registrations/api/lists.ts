import { api } from '@/lib/api-client';
import { registrationSearchParams, type ListPage, type ListRequest } from './list-params';
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

/** GET /api/tournament/{id}/history (admins): newest first. */
export const listHistory = (tournamentId: number): Promise<HistoryEntry[]> =>
  api.get(`tournament/${tournamentId}/history`).json<HistoryEntry[]>();

/** POST /api/model/Tournaments/{id}/assignNumbers (admins): numbers every competitor 1..N. */
export const assignNumbers = (tournamentId: number): Promise<unknown> =>
  api.post(`model/Tournaments/${tournamentId}/assignNumbers`, { json: {} }).json<unknown>();
