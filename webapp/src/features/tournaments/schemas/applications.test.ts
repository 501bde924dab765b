import { describe, expect, it } from 'vitest';
import type { Tournament } from '@/api/types';
import { registrationMode, tournamentBody, tournamentValues, type TournamentValues } from './tournament-values';

const base = tournamentValues(null);
const values = (changes: Partial<TournamentValues>): TournamentValues => ({
  ...base,
  name: 'Kup Čačka',
  startDate: '2026-03-01 10:30:00',
  disciplineIds: ['1'],
  teamDisciplineIds: ['2'],
  ...changes,
});

describe('how applications open, in the tournament form', () => {
  it('reads the clock, else the switch as the override', () => {
    expect(registrationMode({ registrationByClock: true, registrationOpen: true })).toBe('clock');
    expect(registrationMode({ registrationByClock: false, registrationOpen: true })).toBe('open');
    expect(registrationMode({ registrationByClock: false, registrationOpen: false })).toBe('closed');
  });

  it('sends the clock without touching the switch, and the override with it', () => {
    const clock = tournamentBody(values({ registrationMode: 'clock' }));
    expect(clock.registrationByClock).toBe(true);
    expect('registrationOpen' in clock).toBe(false);
    expect(tournamentBody(values({ registrationMode: 'open' }))).toMatchObject({
      registrationByClock: false,
      registrationOpen: true,
    });
    expect(tournamentBody(values({ registrationMode: 'closed' }))).toMatchObject({
      registrationByClock: false,
      registrationOpen: false,
    });
  });

  it('sends the late period, or none with no fee when its start is empty', () => {
    const late = values({ lateFrom: '2026-03-10 00:00:00', lateFee: '700', latePer: 'discipline' });
    expect(tournamentBody(late)).toMatchObject({
      lateFrom: '2026-03-10T00:00:00',
      lateFee: 700,
      latePer: 'discipline',
    });
    expect(tournamentBody(values({ lateFee: 700 }))).toMatchObject({ lateFrom: null, lateFee: 0 });
  });

  it('sends the withdrawal deadline, or none when it is empty', () => {
    expect(tournamentBody(values({ withdrawalDeadline: '2026-03-15 12:00:00' })).withdrawalDeadline).toBe(
      '2026-03-15T12:00:00',
    );
    expect(tournamentBody(values({})).withdrawalDeadline).toBeNull();
  });

  it('shows a stored late period in the form', () => {
    const stored = {
      ...tournamentBody(values({})),
      id: 1,
      registrationByClock: true,
      registrationOpen: false,
      lateFrom: '2026-03-10T00:00:00',
      lateFee: 700,
      latePer: 'discipline',
      disciplines: [],
      teamDisciplines: [],
    } as unknown as Tournament;
    expect(tournamentValues(stored)).toMatchObject({
      registrationMode: 'clock',
      lateFrom: '2026-03-10 00:00:00',
      lateFee: 700,
      latePer: 'discipline',
    });
  });
});
