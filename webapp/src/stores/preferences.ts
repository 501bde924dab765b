import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '@/lib/i18n';

interface PreferencesState {
  /** The language the user chose; null while they have not chosen (the variant decides). */
  language: Language | null;
  setLanguage: (language: Language) => void;
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      language: null,
      setLanguage: (language) => set({ language }),
    }),
    { name: 'fedreg.preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
