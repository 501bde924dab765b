/**
 * The `registrations` i18next namespace (registration panels, dialogs and fees): its own JSON
 * chunk per language, loaded with the tournament page, so the sign-in page stays small.
 */
import { defineCatalogue, loadCatalogue, useCatalogue, type Language } from '@/lib/i18n';

export const NS = 'registrations';

export const registrationsCatalogue = defineCatalogue(
  NS,
  {
    sr: () => import('@/locales/sr/registrations.json'),
    'sr-Cyrl': () => import('@/locales/sr/registrations.json?cyrillic'),
    en: () => import('@/locales/en/registrations.json'),
  },
  NS,
);

/** Adds the namespace's catalogue of a language (loading its chunk the first time). */
export const loadRegistrationsNamespace = (language: Language): Promise<void> =>
  loadCatalogue(language, registrationsCatalogue);

/** True once the namespace of the current UI language is available (loads it when not). */
export const useRegistrationsNamespace = (): boolean => useCatalogue(registrationsCatalogue);
