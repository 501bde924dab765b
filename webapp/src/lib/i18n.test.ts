import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  defineCatalogue,
  i18n,
  isCatalogueLoaded,
  languageForVariant,
  lazyWithCatalogue,
  loadCatalogue,
  resolveLanguage,
  setLanguage,
  startLanguage,
} from './i18n';
import { constraints } from '@/api/constraints';
import { translateMessage } from './translate-message';

describe('language', () => {
  it('follows the variant unless the user chose one (docs/product.md, Variants)', () => {
    expect(languageForVariant('default')).toBe('sr');
    expect(languageForVariant('wff')).toBe('en');
    expect(resolveLanguage(null, 'wff')).toBe('en');
    expect(resolveLanguage('sr', 'wff')).toBe('sr');
    expect(resolveLanguage('en', 'default')).toBe('en');
  });

  it('states the password minimum of the shared constant, in both languages', async () => {
    const openapi = (await import('@/api/openapi.json')).default as unknown as {
      components: { schemas: Record<string, { properties: Record<string, { minLength?: number }> }> };
    };
    expect(openapi.components.schemas.UserPasswordIn?.properties.password?.minLength).toBe(
      constraints.passwordMinLength,
    );
    await setLanguage('sr');
    expect(translateMessage('validation.minLength')).toBe(
      `Potrebno je više karaktera: najmanje ${constraints.passwordMinLength}.`,
    );
    await setLanguage('en');
    expect(translateMessage('validation.minLength')).toBe(
      `More characters needed: at least ${constraints.passwordMinLength}.`,
    );
  });

  it('switches the catalogue and the document language', async () => {
    await setLanguage('sr');
    expect(i18n.t('validation.required')).toBe('Ovo polje je obavezno.');
    expect(document.documentElement.lang).toBe('sr');
    await setLanguage('en');
    expect(i18n.t('validation.required')).toBe('This field is required.');
  });

  it('speaks Serbian Cyrillic from the Latin catalogue written in Cyrillic at build time', async () => {
    await setLanguage('sr-Cyrl');
    expect(i18n.t('validation.required')).toBe('Ово поље је обавезно.');
    expect(translateMessage('validation.minLength')).toBe(
      `Потребно је више карактера: најмање ${constraints.passwordMinLength}.`,
    );
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    await setLanguage('sr');
    expect(i18n.t('validation.required')).toBe('Ovo polje je obavezno.');
  });

  it('starts in the language it is given, before its catalogue is there, and stores nothing itself', async () => {
    await setLanguage('sr');
    const loading = startLanguage('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await loading;
    expect(i18n.t('validation.required')).toBe('This field is required.');
    expect(localStorage.length).toBe(0);
  });
});

describe('before the language is known', () => {
  it('loads no catalogue part in a guessed language; the first language set loads it', async () => {
    vi.resetModules(); // a fresh start: no language shown yet
    const fresh = await import('./i18n');
    const part = fresh.defineCatalogue('first-visit', {
      sr: vi.fn(async () => ({ default: { firstVisit: { hello: 'Zdravo' } } })),
      'sr-Cyrl': vi.fn(async () => ({ default: { firstVisit: { hello: 'Здраво' } } })),
      en: vi.fn(async () => ({ default: { firstVisit: { hello: 'Hello' } } })),
    });
    const Route = fresh.lazyWithCatalogue(async () => ({ default: () => null }), part);
    await Route.preload();
    expect(part.loaders.sr).not.toHaveBeenCalled();
    await fresh.setLanguage('en');
    expect(part.loaders.en).toHaveBeenCalledTimes(1);
    expect(part.loaders.sr).not.toHaveBeenCalled();
    expect(fresh.i18n.t('firstVisit.hello')).toBe('Hello');
  });
});

describe('translateMessage', () => {
  it('translates catalogue keys and leaves server texts alone', () => {
    expect(translateMessage('validation.email')).toBe('Enter a valid email address.');
    expect(translateMessage('Nalog sa ovom email adresom već postoji.')).toBe(
      'Nalog sa ovom email adresom već postoji.',
    );
    expect(translateMessage('no.such.key')).toBe('no.such.key');
  });
});

describe('catalogue parts', () => {
  it('load once per language, merge into their namespace and follow a language switch', async () => {
    const calls: string[] = [];
    const part = defineCatalogue('test-part', {
      sr: async () => (calls.push('sr'), { default: { testPart: { hello: 'Zdravo' } } }),
      'sr-Cyrl': async () => (calls.push('sr-Cyrl'), { default: { testPart: { hello: 'Здраво' } } }),
      en: async () => (calls.push('en'), { default: { testPart: { hello: 'Hello' } } }),
    });
    await setLanguage('sr');
    expect(isCatalogueLoaded(part, 'sr')).toBe(false);
    await Promise.all([loadCatalogue('sr', part), loadCatalogue('sr', part)]);
    expect(calls).toEqual(['sr']);
    expect(i18n.t('testPart.hello')).toBe('Zdravo');
    // Merged next to the core catalogue, not in place of it.
    expect(i18n.t('validation.required')).toBe('Ovo polje je obavezno.');

    // A part in use is loaded for the new language before the switch.
    await setLanguage('en');
    expect(calls).toEqual(['sr', 'en']);
    expect(i18n.t('testPart.hello')).toBe('Hello');
  });

  it('render a lazy route once its module and its part are both there', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const catalogue = { default: { testRoute: { title: 'The page' } } };
    const part = defineCatalogue('test-route-part', {
      sr: () => gate.then(() => catalogue),
      'sr-Cyrl': () => gate.then(() => catalogue),
      en: () => gate.then(() => catalogue),
    });
    const Page = () => createElement('p', null, i18n.t('testRoute.title'));
    const Lazy = lazyWithCatalogue(async () => ({ default: Page }), part);
    render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Lazy)));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('loading')).toBeInTheDocument();
    open();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
