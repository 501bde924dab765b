/**
 * The query of a server-paged registration list (`GET /api/tournament/{id}/competitors|teams`)
 * as pure functions: page to skip/limit, filters to search parameters, every page in turn.
 */
import { pageCount } from '@/lib/paging';
import { MAX_LIMIT } from '@/lib/resource-query';
import type { SeenSex, SortMode, TeamType } from './types';

/** The page sizes offered under the admins' lists; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** What narrows a list; absent or empty values do not filter. */
export interface ListFilters {
  /** Case-insensitive part of a member's first or last name or of the club's name. */
  q?: string;
  clubId?: number | null;
  categoryId?: number;
  disciplineId?: number;
  /** Competitors only: the sex as the caller sees it (the overview's groups). */
  sex?: SeenSex | null;
  /** Teams only. */
  type?: TeamType | null;
}

/** One window of a list: its order, its filters and which rows. */
export interface ListRequest extends ListFilters {
  sort: SortMode;
  skip: number;
  limit: number;
}

/** A page of rows and how many rows the whole (filtered) list has. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}

/** The window of page `page` (from 1) of `pageSize` rows. */
export const pageWindow = (page: number, pageSize: number): Pick<ListRequest, 'skip' | 'limit'> => ({
  skip: (Math.max(page, 1) - 1) * pageSize,
  limit: pageSize,
});

/** A page of a list and which page it is (from 1). */
export type NumberedPage<Row> = ListPage<Row> & { page: number };

/**
 * Page `page` of a list, or its last page when `page` lies past the end (rows removed since it
 * was chosen): the server's total decides, with a second request only in that case. The answer
 * says which page it is, for the caller to move there.
 */
export async function fetchPageWithin<Row>(
  fetchWindow: (window: Pick<ListRequest, 'skip' | 'limit'>) => Promise<ListPage<Row>>,
  page: number,
  pageSize: number,
): Promise<NumberedPage<Row>> {
  const asked = await fetchWindow(pageWindow(page, pageSize));
  const last = pageCount(asked.total, pageSize);
  if (page <= last) return { ...asked, page };
  return { ...(await fetchWindow(pageWindow(last, pageSize))), page: last };
}

/** The query string of a request; empty filters are left out, the search is trimmed. */
export function registrationSearchParams(request: ListRequest): URLSearchParams {
  const { q, clubId, categoryId, disciplineId, sex, type, sort, skip, limit } = request;
  const params = new URLSearchParams({ sort, skip: String(skip), limit: String(limit) });
  const search = q?.trim();
  if (search) params.set('q', search);
  if (clubId != null) params.set('clubId', String(clubId));
  if (categoryId != null) params.set('categoryId', String(categoryId));
  if (disciplineId != null) params.set('disciplineId', String(disciplineId));
  if (sex) params.set('sex', sex);
  if (type) params.set('type', type);
  return params;
}

/**
 * Every row of a list, fetched page after page of the largest size (prints and previews need
 * them all); stops at the total or at a short page, whichever comes first.
 */
export async function fetchAllPages<Row>(
  fetchPage: (window: Pick<ListRequest, 'skip' | 'limit'>) => Promise<ListPage<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await fetchPage({ skip: rows.length, limit: MAX_LIMIT });
    rows.push(...page.items);
    if (page.items.length < MAX_LIMIT || rows.length >= page.total) return rows;
  }
}
