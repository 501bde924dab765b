import { describe, expect, it } from 'vitest';
import en from './en.json';
import sr from './sr.json';
import enWorkspace from './en/workspace.json';
import srWorkspace from './sr/workspace.json';
import enRegistrations from './en/registrations.json';
import srRegistrations from './sr/registrations.json';

/** One word per thing in each language: the same thing is not called two names on two screens. */
describe('names of things in the catalogues', () => {
  it('call the clubs list the clubs in English, in the menu and on its page', () => {
    expect(en.nav.federations).toBe('Clubs');
    expect(en.pages.clubs).toBe(en.nav.federations);
    expect(sr.pages.clubs).toBe(sr.nav.federations);
  });

  it('call a person’s sex one word, in the member form as in the entries and the import (sheet_sex)', () => {
    expect(enWorkspace.people.gender).toBe('Sex');
    expect(enWorkspace.people.gender).toBe(enRegistrations.overview.sex);
    expect(srWorkspace.people.gender).toBe('Pol');
    expect(srWorkspace.people.gender).toBe(srRegistrations.overview.sex);
  });

  it('ask for the full name where the account is made, not a user name', () => {
    expect(en.auth.register.name).toBe('Full name');
    expect(sr.auth.register.name).toBe('Ime i prezime');
  });

  it('write the date format of the fields as the lists write dates (format.ts reads it)', () => {
    expect(en.dates.format).toBe('DD/MM/YYYY');
    expect(sr.dates.format).toBe('DD.MM.YYYY.');
  });
});
