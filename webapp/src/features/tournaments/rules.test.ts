import { describe, expect, it } from 'vitest';
import { applicationsToggleOf, canArchiveTournament } from './rules';

describe('archive from the list', () => {
  it.each([
    [{ isActive: false, isArchived: false }, true],
    [{ isActive: true, isArchived: false }, false],
    [{ isActive: false, isArchived: true }, false],
    [{ isActive: true, isArchived: true }, false],
  ])('%o → %s', (tournament, allowed) => expect(canArchiveTournament(tournament)).toBe(allowed));
});

describe('applications toggle', () => {
  it('closes open applications and opens closed ones', () => {
    expect(applicationsToggleOf({ registrationOpen: true })).toBe('close');
    expect(applicationsToggleOf({ registrationOpen: false })).toBe('open');
  });
});
