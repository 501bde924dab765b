/**
 * i18next with Serbian (Latin) and English. Catalogues load on demand, one JSON chunk per
 * language, so the first page carries only the language it shows.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Variant } from '@/api/types';

export const languages = ['sr', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'sr';

type Catalogue = Record<string, unknown>;

const catalogueLoaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  sr: () => import('@/locales/sr.json'),
  en: () => import('@/locales/en.json'),
};

/** The language a variant starts in (decisions §1): default → Serbian, wff → English. */
export const languageForVariant = (variant: Variant): Language => (variant === 'wff' ? 'en' : 'sr');

/** The user's own choice wins over the variant's default. */
export const resolveLanguage = (chosen: Language | null, variant: Variant): Language =>
  chosen ?? languageForVariant(variant);

export const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Makes a language's catalogue available (loading its chunk the first time). */
export async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await catalogueLoaders[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
}

/** Loads the catalogue if needed, then switches the UI language. */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
