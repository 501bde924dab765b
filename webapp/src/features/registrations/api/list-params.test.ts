import { describe, expect, it, vi } from 'vitest';
import { MAX_LIMIT } from '@/lib/resource-query';
import { fetchAllPages, fetchPageWithin, registrationSearchParams, pageWindow, type ListPage } from './list-params';

describe('a page of a list', () => {
  it('is a window of rows: page 1 starts at 0', () => {
    expect(pageWindow(1, 25)).toEqual({ skip: 0, limit: 25 });
    expect(pageWindow(3, 50)).toEqual({ skip: 100, limit: 50 });
    expect(pageWindow(0, 100)).toEqual({ skip: 0, limit: 100 });
  });
});

/** The query string as an object, for comparing. */
const listSearchParams = (request: Parameters<typeof registrationSearchParams>[0]) =>
  Object.fromEntries(registrationSearchParams(request));

describe('the query string of a list request', () => {
  it('always carry the order and the window', () => {
    expect(listSearchParams({ sort: 'ALPHA', skip: 0, limit: 25 })).toEqual({ sort: 'ALPHA', skip: '0', limit: '25' });
  });

  it('leave out empty filters and trim the search', () => {
    const params = listSearchParams({
      sort: 'CLUB',
      skip: 50,
      limit: 25,
      q: '   ',
      clubId: null,
      type: null,
      sex: null,
    });
    expect(params).toEqual({ sort: 'CLUB', skip: '50', limit: '25' });
    expect(listSearchParams({ sort: 'DESC', skip: 0, limit: 1, q: '  Ana ' }).q).toBe('Ana');
  });

  it('carry every filter that is set', () => {
    expect(
      listSearchParams({
        sort: 'ASSIGNED_NUMBER',
        skip: 0,
        limit: 1000,
        q: 'vojvodina',
        clubId: 7,
        categoryId: 2,
        disciplineId: 3,
        sex: 'WOMEN',
      }),
    ).toEqual({
      sort: 'ASSIGNED_NUMBER',
      skip: '0',
      limit: '1000',
      q: 'vojvodina',
      clubId: '7',
      categoryId: '2',
      disciplineId: '3',
      sex: 'WOMEN',
    });
    expect(listSearchParams({ sort: 'ALPHA', skip: 0, limit: 25, type: 'MIX' }).type).toBe('MIX');
  });
});

/** A server of `total` numbered rows. */
const server = (total: number) =>
  vi.fn(async ({ skip, limit }: { skip: number; limit: number }): Promise<ListPage<number>> => ({
    items: Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, index) => skip + index),
    total,
  }));

describe('fetching one page', () => {
  it('asks once for a page that exists', async () => {
    const fetchPage = server(60);
    expect(await fetchPageWithin(fetchPage, 3, 25)).toEqual({
      items: [50, 51, 52, 53, 54, 55, 56, 57, 58, 59],
      total: 60,
      page: 3,
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks for the last page when the page lies past the end (rows removed)', async () => {
    const fetchPage = server(30);
    const page = await fetchPageWithin(fetchPage, 3, 25);
    expect(page.items).toEqual([25, 26, 27, 28, 29]);
    expect(page.page).toBe(2);
    expect(fetchPage.mock.calls.map(([window]) => window)).toEqual([
      { skip: 50, limit: 25 },
      { skip: 25, limit: 25 },
    ]);
  });

  it('gives page 1 of an empty list after one request', async () => {
    const fetchPage = server(0);
    expect(await fetchPageWithin(fetchPage, 1, 25)).toEqual({ items: [], total: 0, page: 1 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('fetching every page', () => {
  it('asks once for a short list', async () => {
    const fetchPage = server(3);
    expect(await fetchAllPages(fetchPage)).toEqual([0, 1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ skip: 0, limit: MAX_LIMIT });
  });

  it('asks page after page of the largest size until the total', async () => {
    const fetchPage = server(2 * MAX_LIMIT + 5);
    const rows = await fetchAllPages(fetchPage);
    expect(rows).toHaveLength(2 * MAX_LIMIT + 5);
    expect(rows.at(-1)).toBe(2 * MAX_LIMIT + 4);
    expect(fetchPage.mock.calls.map(([window]) => window.skip)).toEqual([0, MAX_LIMIT, 2 * MAX_LIMIT]);
  });

  it('stops at an exact multiple of the page size without asking for an empty page', async () => {
    const fetchPage = server(MAX_LIMIT);
    expect(await fetchAllPages(fetchPage)).toHaveLength(MAX_LIMIT);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops when the list shrinks while it is read', async () => {
    const first = { items: Array.from({ length: MAX_LIMIT }, (_, index) => index), total: MAX_LIMIT + 10 };
    const fetchPage = vi.fn(async ({ skip }: { skip: number }) =>
      skip === 0 ? first : { items: [], total: MAX_LIMIT },
    );
    expect(await fetchAllPages(fetchPage)).toHaveLength(MAX_LIMIT);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
