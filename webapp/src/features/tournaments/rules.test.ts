import { describe, expect, it } from 'vitest';
import { applicationsToggleOf, canArchiveTournament, tournamentPhase } from './rules';

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

describe('tournament phase for clubs', () => {
  const now = new Date(2026, 2, 1, 12, 0);
  it.each([
    [{ isActive: true, startDate: '2026-04-01T10:00:00' }, 'open'],
    [{ isActive: false, startDate: '2026-04-01T10:00:00' }, 'upcoming'],
    [{ isActive: false, startDate: '2026-01-01T10:00:00' }, 'past'],
  ] as const)('%o → %s', (tournament, phase) => expect(tournamentPhase(tournament, now)).toBe(phase));
});
