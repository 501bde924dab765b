import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isLanguage, type Language } from '@/lib/i18n';

interface PreferencesState {
  /**
   * The UI language, the one place it is kept: the user's choice, else the one the variant gave;
   * null until one is shown or chosen (a first visit: app data's variant decides). i18next starts
   * in it when there is one, and follows it.
   */
  language: Language | null;
  /** True once the user picked the language with the switch: it then wins over the variant's. */
  languageChosen: boolean;
  /** The language switch: the user's own choice. */
  chooseLanguage: (language: Language) => void;
  /** The language the UI shows without a choice (the variant's), kept for the next start. */
  showLanguage: (language: Language) => void;
  /** The sort of the tournament's competitor and team lists (admins); a SortMode of the API. */
  registrationSort: string;
  setRegistrationSort: (sort: string) => void;
}

/** Before version 1 the language shown last had a key of its own; the store takes it over once. */
const LEGACY_LANGUAGE_KEY = 'fedreg.language';

/** Version 0 kept only the user's choice, null when there was none. */
const fromVersion0 = ({ language, ...rest }: { language?: Language | null }) =>
  language ? { ...rest, language, languageChosen: true } : rest;

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      language: null,
      languageChosen: false,
      chooseLanguage: (language) => set({ language, languageChosen: true }),
      showLanguage: (language) => set({ language }),
      registrationSort: 'ALPHA',
      setRegistrationSort: (registrationSort) => set({ registrationSort }),
    }),
    {
      name: 'fedreg.preferences',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Merged over the initial state: what a version leaves out keeps its default.
      migrate: (state, version) => (version === 0 ? fromVersion0(state as object) : state) as PreferencesState,
      // Read once, then removed: from here on the store owns it.
      onRehydrateStorage: () => (state) => {
        if (!state) return; // storage failed
        const legacy = localStorage.getItem(LEGACY_LANGUAGE_KEY) ?? '';
        localStorage.removeItem(LEGACY_LANGUAGE_KEY);
        if (isLanguage(legacy) && !state.languageChosen) state.showLanguage(legacy);
      },
    },
  ),
);
