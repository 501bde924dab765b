import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProfileServer } from '@/test/profile';
import { renderRoute } from '@/test/render';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { LanguageSwitch } from './LanguageSwitch';

const { fetchMock, sent } = fakeProfileServer();

describe('LanguageSwitch', () => {
  it('saves the language in the profile when signed in', async () => {
    renderRoute(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Srpski, SR' }));
    await waitFor(() => expect(useSession.getState().user?.language).toBe('sr'));
    expect(sent).toEqual([{ path: '/api/profile', method: 'PUT', body: { language: 'sr' } }]);
    expect(usePreferences.getState()).toMatchObject({ language: 'sr', languageChosen: true });
  });

  it('offers Serbian Cyrillic as a language of its own, saved like the others', async () => {
    renderRoute(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Српски, СР' }));
    await waitFor(() => expect(useSession.getState().user?.language).toBe('sr-Cyrl'));
    expect(sent.at(-1)).toEqual({ path: '/api/profile', method: 'PUT', body: { language: 'sr-Cyrl' } });
    expect(usePreferences.getState()).toMatchObject({ language: 'sr-Cyrl', languageChosen: true });
  });

  it('only remembers the choice when signed out', async () => {
    useSession.getState().signOut();
    renderRoute(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'English, EN' }));
    expect(usePreferences.getState()).toMatchObject({ language: 'en', languageChosen: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
