import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSession } from '@/stores/session';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { user } from '@/test/users';

const fetchMock = stubFetch();

afterEach(() => {
  useSession.getState().signOut();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('useLogout', () => {
  it('ends the session on the server with the token it had, and forgets it here', async () => {
    const sent: { path: string; authorization: string | null }[] = [];
    fetchMock.mockImplementation((input) => {
      const request = input as Request;
      sent.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
      return Promise.resolve(jsonResponse(200, {}));
    });
    useSession.setState({ user, token: 'token-of-this-device' });
    const { result } = renderHook(() => useLogout(), { wrapper });

    result.current();

    expect(useSession.getState().token).toBeNull();
    await expect.poll(() => sent).toEqual([{ path: '/api/logout', authorization: 'Bearer token-of-this-device' }]);
  });
});
