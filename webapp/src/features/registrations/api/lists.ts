import { api } from '@/lib/api-client';
import type { CompetitorList, HistoryEntry, SortMode, TeamList } from './types';

/** GET /api/tournament/{id}/competitors?sort=: every club's competitor registrations. */
export const listCompetitors = (tournamentId: number, sort: SortMode): Promise<CompetitorList> =>
  api.get(`tournament/${tournamentId}/competitors`, { searchParams: { sort } }).json<CompetitorList>();

/** GET /api/tournament/{id}/teams?sort=: every club's team registrations. */
export const listTeams = (tournamentId: number, sort: SortMode): Promise<TeamList> =>
  api.get(`tournament/${tournamentId}/teams`, { searchParams: { sort } }).json<TeamList>();

/** GET /api/tournament/{id}/history (admins): newest first. */
export const listHistory = (tournamentId: number): Promise<HistoryEntry[]> =>
  api.get(`tournament/${tournamentId}/history`).json<HistoryEntry[]>();

/** POST /api/model/Tournaments/{id}/assignNumbers (admins): numbers every competitor 1..N. */
export const assignNumbers = (tournamentId: number): Promise<unknown> =>
  api.post(`model/Tournaments/${tournamentId}/assignNumbers`, { json: {} }).json<unknown>();
