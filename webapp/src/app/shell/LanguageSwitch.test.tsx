import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/types';
import { renderRoute } from '@/test/render';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { LanguageSwitch } from './LanguageSwitch';

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

describe('LanguageSwitch', () => {
  it('saves the language in the profile when signed in', async () => {
    renderRoute(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Srpski' }));
    await waitFor(() => expect(useSession.getState().user?.language).toBe('sr'));
    expect(sent).toEqual([{ path: '/api/profile', method: 'PUT', body: { language: 'sr' } }]);
    expect(usePreferences.getState()).toMatchObject({ language: 'sr', languageChosen: true });
  });

  it('only remembers the choice when signed out', async () => {
    useSession.getState().signOut();
    renderRoute(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(usePreferences.getState()).toMatchObject({ language: 'en', languageChosen: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
