import { describe, expect, it } from 'vitest';
import { i18n, languageForVariant, resolveLanguage, setLanguage } from './i18n';
import { translateMessage } from './translate-message';

describe('language', () => {
  it('follows the variant unless the user chose one (decisions §1)', () => {
    expect(languageForVariant('default')).toBe('sr');
    expect(languageForVariant('wff')).toBe('en');
    expect(resolveLanguage(null, 'wff')).toBe('en');
    expect(resolveLanguage('sr', 'wff')).toBe('sr');
    expect(resolveLanguage('en', 'default')).toBe('en');
  });

  it('switches the catalogue and the document language', async () => {
    await setLanguage('sr');
    expect(i18n.t('validation.required')).toBe('Ovo polje je obavezno.');
    expect(document.documentElement.lang).toBe('sr');
    await setLanguage('en');
    expect(i18n.t('validation.required')).toBe('This field is required.');
  });
});

describe('translateMessage', () => {
  it('translates catalogue keys and leaves server texts alone', () => {
    expect(translateMessage('validation.email')).toBe('Enter a valid email address.');
    expect(translateMessage('Nalog sa ovom email adresom već postoji.')).toBe('Nalog sa ovom email adresom već postoji.');
    expect(translateMessage('no.such.key')).toBe('no.such.key');
  });
});
