/**
 * i18next with Serbian in Latin (the default) and in Cyrillic (`sr-Cyrl`), and English. The Cyrillic
 * catalogues are the Latin ones written in Cyrillic when the app is built (`?cyrillic` imports,
 * build/cyrillic-catalogues.ts): nobody keeps them. Catalogues load on demand, one JSON chunk per
 * language and part, so a page carries only the language it shows and the strings of its area:
 * `src/locales/{lang}.json` is what every page needs (sign-in pages, shell, errors, validation)
 * and loads at start; `src/locales/{lang}/<part>.json` are areas loaded with their pages
 * (`workspace`: the signed-in pages and the club registration wizard; `tournaments` and
 * `settings`: the tournament and the settings pages' own strings; `registrations`: its own namespace, with the tournament pages).
 */
import i18next from 'i18next';
import { useEffect, useState, type ComponentType } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Variant } from '@/api/types';
import { constraints } from '@/api/constraints';
import { lazyRoute, type PreloadableComponent } from '@/lib/lazy-route';

export const languages = ['sr', 'sr-Cyrl', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'sr';

type Catalogue = Record<string, unknown>;

/** One part of the UI strings: a JSON chunk per language, merged into an i18next namespace. */
export interface CataloguePart {
  name: string;
  namespace: string;
  loaders: Record<Language, () => Promise<{ default: Catalogue }>>;
}

export const defineCatalogue = (
  name: string,
  loaders: CataloguePart['loaders'],
  namespace = 'translation',
): CataloguePart => ({ name, namespace, loaders });

/** What every page needs; loaded before the first page renders. */
export const coreCatalogue = defineCatalogue('core', {
  sr: () => import('@/locales/sr.json'),
  'sr-Cyrl': () => import('@/locales/sr.json?cyrillic'),
  en: () => import('@/locales/en.json'),
});

/** The signed-in pages' strings (clubs, people, users, settings, competitions). */
export const workspaceCatalogue = defineCatalogue('workspace', {
  sr: () => import('@/locales/sr/workspace.json'),
  'sr-Cyrl': () => import('@/locales/sr/workspace.json?cyrillic'),
  en: () => import('@/locales/en/workspace.json'),
});

/** The tournament pages' strings (list, form, panel, admin menu), merged into the workspace's. */
export const tournamentsCatalogue = defineCatalogue('tournaments', {
  sr: () => import('@/locales/sr/tournaments.json'),
  'sr-Cyrl': () => import('@/locales/sr/tournaments.json?cyrillic'),
  en: () => import('@/locales/en/tournaments.json'),
});

/** The draw and medal pages' strings (bouts, results, placings, medals), merged into the tournaments'. */
export const resultsCatalogue = defineCatalogue('results', {
  sr: () => import('@/locales/sr/results.json'),
  'sr-Cyrl': () => import('@/locales/sr/results.json?cyrillic'),
  en: () => import('@/locales/en/results.json'),
});

/** The settings pages' strings (general settings, categories, disciplines), merged into the workspace's. */
export const settingsCatalogue = defineCatalogue('settings', {
  sr: () => import('@/locales/sr/settings.json'),
  'sr-Cyrl': () => import('@/locales/sr/settings.json?cyrillic'),
  en: () => import('@/locales/en/settings.json'),
});

/** The access log page's strings, merged into the workspace's. */
export const privacyCatalogue = defineCatalogue('privacy', {
  sr: () => import('@/locales/sr/privacy.json'),
  'sr-Cyrl': () => import('@/locales/sr/privacy.json?cyrillic'),
  en: () => import('@/locales/en/privacy.json'),
});

/** The public tournament pages' strings (`/events`), merged into the core's. */
export const eventsCatalogue = defineCatalogue('events', {
  sr: () => import('@/locales/sr/events.json'),
  'sr-Cyrl': () => import('@/locales/sr/events.json?cyrillic'),
  en: () => import('@/locales/en/events.json'),
});

/** The language a variant starts in (docs/product.md, Variants): default → Serbian, wff → English. */
export const languageForVariant = (variant: Variant): Language => (variant === 'wff' ? 'en' : 'sr');

/** The user's own choice wins over the variant's default. */
export const resolveLanguage = (chosen: Language | null, variant: Variant): Language =>
  chosen ?? languageForVariant(variant);

export const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** The server's limits as the catalogues' texts name them. */
const limitVariables = {
  passwordMin: constraints.passwordMinLength,
  danMin: constraints.danMin,
  danMax: constraints.danMax,
  ageMin: constraints.ageMin,
  ageMax: constraints.ageMax,
  teamMin: constraints.teamMembersMin,
  teamMax: constraints.teamMembersMax,
  retentionMin: constraints.retentionYearsMin,
  retentionMax: constraints.retentionYearsMax,
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: languages,
  // {{passwordMin}}, {{danMin}}… in any text (the validation messages) are the server's limits the forms check.
  interpolation: { escapeValue: false, defaultVariables: limitVariables },
  initAsync: false,
});

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();
/** Parts the app has asked for: a language switch loads them all before it happens. */
const inUse = new Set<CataloguePart>([coreCatalogue]);
/**
 * False until the UI's language is known (the one shown last, the user's or the variant's): until
 * then nothing loads in a guessed one; a first visit of the English variant loads English only.
 */
let languageKnown = false;

const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export const isCatalogueLoaded = (part: CataloguePart, language: Language = currentLanguage()): boolean =>
  loaded.has(`${language}/${part.name}`);

/** Makes a part of a language available (loading its chunk the first time); the core by default. */
export function loadCatalogue(language: Language, part: CataloguePart = coreCatalogue): Promise<void> {
  inUse.add(part);
  const key = `${language}/${part.name}`;
  if (loaded.has(key)) return Promise.resolve();
  let loading = pending.get(key);
  if (!loading) {
    loading = part.loaders[language]().then(
      ({ default: catalogue }) => {
        i18n.addResourceBundle(language, part.namespace, catalogue, true, true);
        loaded.add(key);
        pending.delete(key);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

/**
 * Before the first render: the UI starts in `language` (the preferences store's, src/app/preload.ts)
 * and its core catalogue starts loading, so that i18next and the store agree from the start.
 */
export function startLanguage(language: Language): Promise<void> {
  void switchTo(language);
  return loadCatalogue(language);
}

/** Loads the catalogue parts in use for a language, then switches the UI language. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...inUse].map((part) => loadCatalogue(language, part)));
  await switchTo(language);
}

/** i18next and the document in `language` (whatever of its catalogue is there yet). */
async function switchTo(language: Language): Promise<void> {
  languageKnown = true;
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * A lazily loaded route component that renders only once its catalogue parts are there too; the
 * module and the catalogue chunks load side by side. `preload()` starts them all (the parts in the
 * language the UI starts in, or with the first language set when none is known yet) before the route renders.
 */
export function lazyWithCatalogue<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  part: CataloguePart | readonly CataloguePart[],
): PreloadableComponent<P> {
  const parts = ([] as CataloguePart[]).concat(part);
  const loadAll = () => Promise.all(parts.map((one) => loadCatalogue(currentLanguage(), one))).then(() => undefined);
  return lazyRoute(load, {
    load: loadAll,
    // Language not known yet: the parts load with the first language set (setLanguage).
    preload: () => (languageKnown ? loadAll() : Promise.resolve(void parts.forEach((one) => inUse.add(one)))),
    isReady: () => parts.every((one) => isCatalogueLoaded(one)),
  });
}

/** True once a part of the current UI language is available (loads it when not). */
export function useCatalogue(part: CataloguePart): boolean {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : null;
  const [, setLoaded] = useState(0);
  const ready = language === null || isCatalogueLoaded(part, language);
  useEffect(() => {
    if (ready || language === null) return;
    let current = true;
    void loadCatalogue(language, part).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, part, ready]);
  return ready;
}
