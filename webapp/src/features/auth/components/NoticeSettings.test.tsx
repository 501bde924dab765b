import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/types';
import { renderRoute } from '@/test/render';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { NoticeSettings } from './NoticeSettings';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user: User = {
  id: 7,
  name: 'Ana',
  email: 'ana@klub.rs',
  avatar: null,
  isAdmin: false,
  isBlocked: false,
  club: null,
  settings: { currency: 'RSD' },
  language: null,
  notifications: { applicationsOpen: true, entryConfirmation: true, deadlineReminder: true },
};

const fetchMock = vi.fn<typeof fetch>();
const sent: { path: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const body = (await request.clone().json()) as Partial<User>;
    sent.push({ path: new URL(request.url).pathname, method: request.method, body });
    const notifications = { ...user.notifications, ...body.notifications };
    return json(200, { ...user, ...body, notifications });
  });
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().signIn(user, 'jwt-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  usePreferences.setState(usePreferences.getInitialState(), true);
});

describe('NoticeSettings', () => {
  it('turns one kind of notice off and keeps the answer in the session', async () => {
    renderRoute(<NoticeSettings user={user} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: /Deadline reminder/ }));
    await waitFor(() => expect(useSession.getState().user?.notifications.deadlineReminder).toBe(false));
    expect(sent).toEqual([
      { path: '/api/profile', method: 'PUT', body: { notifications: { deadlineReminder: false } } },
    ]);
  });
});
