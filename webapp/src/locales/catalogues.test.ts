import { describe, expect, it } from 'vitest';
import en from './en.json';
import sr from './sr.json';
import enRegistrations from './en/registrations.json';
import srRegistrations from './sr/registrations.json';
import enWorkspace from './en/workspace.json';
import srWorkspace from './sr/workspace.json';
import enTournaments from './en/tournaments.json';
import srTournaments from './sr/tournaments.json';
import enResults from './en/results.json';
import srResults from './sr/results.json';
import enSettings from './en/settings.json';
import enEvents from './en/events.json';
import srEvents from './sr/events.json';
import srSettings from './sr/settings.json';
import enPrivacy from './en/privacy.json';
import srPrivacy from './sr/privacy.json';
import cyrl from './sr.json?cyrillic';
import cyrlRegistrations from './sr/registrations.json?cyrillic';
import cyrlWorkspace from './sr/workspace.json?cyrillic';
import cyrlTournaments from './sr/tournaments.json?cyrillic';
import cyrlResults from './sr/results.json?cyrillic';
import cyrlSettings from './sr/settings.json?cyrillic';
import cyrlEvents from './sr/events.json?cyrillic';
import cyrlPrivacy from './sr/privacy.json?cyrillic';
import openapi from '@/api/openapi.json';

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
  ['translation (results part)', srResults, enResults],
  ['translation (settings part)', srSettings, enSettings],
  ['translation (events part)', srEvents, enEvents],
  ['translation (privacy part)', srPrivacy, enPrivacy],
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

describe("i18n catalogues: the server's enumerations", () => {
  const values = (name: string): string[] =>
    (openapi.components.schemas as Record<string, { enum?: string[] }>)[name]?.enum ?? [];

  it.each([
    ['HistoryType', 'admin.historyTypes'],
    ['EntryRule', 'brokenRules'],
    ['EntryRule', 'overriddenRules'],
  ])('name every %s the API sends, in both languages', (schema, prefix) => {
    expect(values(schema).length).toBeGreaterThan(0);
    for (const catalogue of [srRegistrations, enRegistrations] as Tree[]) {
      expect(values(schema).filter((value) => typeof lookup(catalogue, `${prefix}.${value}`) !== 'string')).toEqual([]);
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

  it('carry the validation messages of docs/product.md, Validation, in English', () => {
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

const cyrillic: [string, Tree, Record<string, unknown>][] = [
  ['translation', sr, cyrl],
  ['translation (workspace part)', srWorkspace, cyrlWorkspace],
  ['translation (tournaments part)', srTournaments, cyrlTournaments],
  ['translation (results part)', srResults, cyrlResults],
  ['translation (settings part)', srSettings, cyrlSettings],
  ['translation (events part)', srEvents, cyrlEvents],
  ['translation (privacy part)', srPrivacy, cyrlPrivacy],
  ['registrations', srRegistrations, cyrlRegistrations],
];

describe.each(cyrillic)('i18n catalogues in Serbian Cyrillic, made at build time: %s', (_name, sr, made) => {
  const cyrillicTree = made as Tree;

  it('have every key of the Latin one, with its placeholders', () => {
    expect(keysOf(cyrillicTree).sort()).toEqual(keysOf(sr).sort());
    for (const key of keysOf(sr)) {
      expect(placeholders(lookup(cyrillicTree, key) as string), key).toEqual(placeholders(lookup(sr, key) as string));
    }
  });

  it('have no Serbian Latin letter left', () => {
    const left = keysOf(cyrillicTree).filter((key) => /[čćšžđČĆŠŽĐ]/.test(lookup(cyrillicTree, key) as string));
    expect(left).toEqual([]);
    expect(lookup(cyrillicTree, keysOf(sr)[0] ?? '')).not.toBe(lookup(sr, keysOf(sr)[0] ?? ''));
  });
});
