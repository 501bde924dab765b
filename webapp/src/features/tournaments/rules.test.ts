import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { tournamentPhase } from './phase';
import { applicationsErrorText, applicationsToggleOf } from './rules';

describe('applications toggle', () => {
  it('closes open applications and opens closed ones', () => {
    expect(applicationsToggleOf({ registrationOpen: true })).toBe('close');
    expect(applicationsToggleOf({ registrationOpen: false })).toBe('open');
  });

  it('by the clock overrides what the clock says now', () => {
    const byClock = { registrationOpen: false, registrationByClock: true };
    expect(applicationsToggleOf({ ...byClock, isActive: true })).toBe('close');
    expect(applicationsToggleOf({ ...byClock, registrationOpen: true, isActive: false })).toBe('open');
  });
});

describe('tournament phase for clubs', () => {
  const now = new Date(Date.UTC(2026, 2, 1, 12, 0));
  const belgrade = 'Europe/Belgrade';
  it.each([
    [{ isActive: true, startDate: '2026-04-01T10:00:00' }, 'open'],
    [{ isActive: false, startDate: '2026-04-01T10:00:00' }, 'upcoming'],
    [{ isActive: false, startDate: '2026-01-01T10:00:00' }, 'past'],
  ] as const)('%o → %s', (tournament, phase) => expect(tournamentPhase(tournament, now, belgrade)).toBe(phase));

  it("reads the start on the federation's clock, not the user's", () => {
    // 12:30 in Belgrade (UTC+1 in March) is 11:30 UTC: already past at 12:00 UTC
    const start = { isActive: false, startDate: '2026-03-01T12:30:00' };
    expect(tournamentPhase(start, now, belgrade)).toBe('past');
    expect(tournamentPhase(start, now, 'UTC')).toBe('upcoming');
  });
});

describe('a refused opening of applications', () => {
  it('says what the event date is needed for, not only that the input is wrong', () => {
    const needed = 'Enter the event date: ages and medical certificates count on it.';
    const payload = { message: 'Check the input.', error: 'Check the input.', errors: { eventDate: needed } };
    expect(applicationsErrorText(new ApiError(400, 'Check the input.', payload))).toBe(needed);
  });

  it('shows any other error as it is', () => {
    const payload = { message: 'Not allowed.', error: 'Not allowed.' };
    expect(applicationsErrorText(new ApiError(403, 'Not allowed.', payload))).toBe('Not allowed.');
  });
});
