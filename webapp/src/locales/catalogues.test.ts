import { describe, expect, it } from 'vitest';
import en from './en.json';
import sr from './sr.json';
import enRegistrations from './en/registrations.json';
import srRegistrations from './sr/registrations.json';
import enWorkspace from './en/workspace.json';
import srWorkspace from './sr/workspace.json';
import enTournaments from './en/tournaments.json';
import srTournaments from './sr/tournaments.json';
import enSettings from './en/settings.json';
import enEvents from './en/events.json';
import srEvents from './sr/events.json';
import srSettings from './sr/settings.json';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const namespaces: [string, Tree, Tree][] = [
  ['translation', sr, en],
  ['translation (workspace part)', srWorkspace, enWorkspace],
  ['translation (tournaments part)', srTournaments, enTournaments],
  ['translation (settings part)', srSettings, enSettings],
  ['translation (events part)', srEvents, enEvents],
  ['registrations', srRegistrations, enRegistrations],
];

describe.each(namespaces)('i18n catalogues: %s', (_name, sr, en) => {
  const srKeys = keysOf(sr).sort();
  const enKeys = keysOf(en).sort();

  it('have exactly the same keys', () => {
    expect(srKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !srKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts and the same placeholders in both languages', () => {
    for (const key of srKeys) {
      const [srText, enText] = [lookup(sr, key), lookup(en, key)];
      expect(typeof srText === 'string' && srText.trim().length > 0, `sr ${key}`).toBe(true);
      expect(typeof enText === 'string' && enText.trim().length > 0, `en ${key}`).toBe(true);
      expect(placeholders(srText as string), key).toEqual(placeholders(enText as string));
    }
  });
});

describe('i18n catalogues: translation', () => {
  it('define each key in one part only (the core or one of the parts loaded with pages)', () => {
    for (const parts of [
      [sr, srWorkspace, srTournaments, srSettings],
      [en, enWorkspace, enTournaments, enSettings],
    ] as Tree[][]) {
      const keys = parts.flatMap((part) => keysOf(part));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
      for (const part of parts) expect(Object.keys(part).length).toBeGreaterThan(0);
    }
  });

  it('carry the validation messages of product-spec §5 in English', () => {
    expect(en.validation).toMatchObject({
      required: 'This field is required.',
      email: 'Enter a valid email address.',
      integer: 'This field must be a number.',
      url: 'Enter a valid URL.',
      minLength: 'More characters needed: at least {{passwordMin}}.',
      sameAsPassword: 'Passwords must match.',
    });
    expect(en.errors.wrongCredentials).toBe('Wrong email/password combination.');
    expect(sr.errors.generic).toBe('Uuups. Došlo je do greške.');
  });
});
