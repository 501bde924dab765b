import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '@/lib/i18n';

interface PreferencesState {
  /** The language the user chose; null while they have not chosen (the variant decides). */
  language: Language | null;
  setLanguage: (language: Language) => void;
  /** The sort of the tournament's competitor and team lists (admins); a SortMode of the API. */
  registrationSort: string;
  setRegistrationSort: (sort: string) => void;
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      language: null,
      setLanguage: (language) => set({ language }),
      registrationSort: 'ALPHA',
      setRegistrationSort: (registrationSort) => set({ registrationSort }),
    }),
    { name: 'fedreg.preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
