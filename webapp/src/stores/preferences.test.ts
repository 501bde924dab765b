import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferences } from './preferences';

const KEY = 'fedreg.preferences';
const stored = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: Record<string, unknown>; version: number } | null;

/** A new visit: the store as created, then read from what localStorage holds. */
async function start(storage: Record<string, unknown>) {
  // Back to the initial state (which the persist middleware writes), then the visit's storage.
  usePreferences.setState(usePreferences.getInitialState(), true);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  await usePreferences.persist.rehydrate();
  return usePreferences.getState();
}

describe('the language preference', () => {
  beforeEach(() => localStorage.clear());

  it('is none, not chosen, on a first visit: app data decides', async () => {
    const state = await start({});
    expect(state.language).toBeNull();
    expect(state.languageChosen).toBe(false);
  });

  it("keeps the user's choice and the variant's language apart", async () => {
    await start({});
    usePreferences.getState().showLanguage('en');
    expect(stored()?.state).toMatchObject({ language: 'en', languageChosen: false });
    usePreferences.getState().chooseLanguage('sr');
    expect(stored()).toMatchObject({ state: { language: 'sr', languageChosen: true }, version: 1 });
  });

  it('takes over a version 0 choice (null when there was none) and the sort', async () => {
    expect(await start({ [KEY]: { state: { language: 'en', registrationSort: 'CLUB' }, version: 0 } })).toMatchObject({
      language: 'en',
      languageChosen: true,
      registrationSort: 'CLUB',
    });
    expect(stored()).toMatchObject({ state: { language: 'en', languageChosen: true }, version: 1 });
    expect(await start({ [KEY]: { state: { language: null, registrationSort: 'DESC' }, version: 0 } })).toMatchObject({
      language: null,
      languageChosen: false,
      registrationSort: 'DESC',
    });
  });

  it('takes over the language shown last from its old key once, then the store owns it', async () => {
    const state = await start({ 'fedreg.language': 'en' });
    expect(state).toMatchObject({ language: 'en', languageChosen: false });
    expect(localStorage.getItem('fedreg.language')).toBeNull();
    expect(stored()?.state).toMatchObject({ language: 'en', languageChosen: false });
    // The next visit finds it in the store.
    expect((await start({ [KEY]: stored() })).language).toBe('en');
  });

  it("lets an old key neither override a user's choice nor survive", async () => {
    const state = await start({ [KEY]: { state: { language: 'sr' }, version: 0 }, 'fedreg.language': 'en' });
    expect(state).toMatchObject({ language: 'sr', languageChosen: true });
    expect(localStorage.getItem('fedreg.language')).toBeNull();
  });

  it('ignores an old key that is no language', async () => {
    expect((await start({ 'fedreg.language': 'de' })).language).toBeNull();
  });
});
