import { afterEach, beforeEach } from 'vitest';
import type { User } from '@/api/types';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { jsonResponse, stubFetch } from './fetch';
import { user } from './users';

export interface SentRequest {
  path: string;
  method: string;
  body: unknown;
}

/**
 * For every test of the file: `user` signed in, and a server that answers a profile change
 * with the user changed so, recording each request in `sent`. Preferences are reset after.
 */
export function fakeProfileServer() {
  const fetchMock = stubFetch();
  const sent: SentRequest[] = [];
  beforeEach(() => {
    sent.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const body = (await request.clone().json()) as Partial<User>;
      sent.push({ path: new URL(request.url).pathname, method: request.method, body });
      const notifications = { ...user.notifications, ...body.notifications };
      return jsonResponse(200, { ...user, ...body, notifications });
    });
    useSession.getState().signIn(user, 'jwt-1');
  });
  afterEach(() => {
    useSession.getState().signOut();
    usePreferences.setState(usePreferences.getInitialState(), true);
  });
  return { fetchMock, sent };
}
