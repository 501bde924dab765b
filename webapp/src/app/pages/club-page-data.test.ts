import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/types';
import { clubKeys } from '@/api/clubs/keys';
import { peopleKeys } from '@/api/people/keys';
import { clubIdOf, prefetchClubRoute } from './club-page-data';

const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"items":[],"total":0}', { status: 200 }));
afterEach(() => vi.unstubAllGlobals());

describe('club page data', () => {
  it('takes the club from the address, else the own club', () => {
    expect(clubIdOf('7', 3)).toBe(7);
    expect(clubIdOf(undefined, 3)).toBe(3);
    expect(clubIdOf(undefined, null)).toBeNull();
    expect(clubIdOf('x', 3)).toBeNull();
    expect(clubIdOf('0', 3)).toBeNull();
  });

  it('asks for the club and its four people lists under the keys the page reads', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const user = { club: { id: 4 } } as User;
    prefetchClubRoute({ params: {}, user, queryClient });
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toEqual([
      clubKeys.detail(4),
      peopleKeys.list('Members', 4),
      peopleKeys.list('Coaches', 4),
      peopleKeys.list('Referees', 4),
      peopleKeys.list('Officials', 4),
    ]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
  });

  it('asks for nothing signed out', () => {
    const queryClient = new QueryClient();
    prefetchClubRoute({ params: { id: '4' }, user: null, queryClient });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
