import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { user } from '@/test/users';
import { useLanguage } from './use-language';

describe('useLanguage', () => {
  beforeEach(async () => {
    usePreferences.setState(usePreferences.getInitialState(), true);
    await setLanguage('sr');
  });

  it('waits for the variant when the user has not chosen', () => {
    const { result } = renderHook(() => useLanguage({ variant: null, failed: false }));
    expect(result.current).toBe(false);
    expect(i18n.language).toBe('sr');
  });

  it("shows the variant's language and keeps it in the store, not as a choice", async () => {
    const { result } = renderHook(() => useLanguage({ variant: 'wff', failed: false }));
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.language).toBe('en');
    expect(usePreferences.getState()).toMatchObject({ language: 'en', languageChosen: false });
  });

  it("lets the user's choice win over the variant's and follows a new choice", async () => {
    usePreferences.getState().chooseLanguage('sr');
    const { result } = renderHook(() => useLanguage({ variant: 'wff', failed: false }));
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.language).toBe('sr');
    usePreferences.getState().chooseLanguage('en');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(usePreferences.getState().language).toBe('en');
  });

  it("follows the language saved in a signed-in user's profile", async () => {
    usePreferences.getState().chooseLanguage('sr');
    useSession.getState().signIn({ ...user, language: 'en' }, 'jwt-1');
    try {
      renderHook(() => useLanguage({ variant: 'default', failed: false }));
      await waitFor(() => expect(i18n.language).toBe('en'));
      expect(usePreferences.getState()).toMatchObject({ language: 'en', languageChosen: true });
    } finally {
      useSession.getState().signOut();
    }
  });
});
