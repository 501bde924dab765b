import { describe, expect, it } from 'vitest';
import type { Tournament } from '@/api/types';
import { tournamentSchema } from './tournament';
import {
  DEFAULT_FEES,
  FEE_FIELDS,
  htmlHasText,
  isFormDateTime,
  toApiDateTime,
  toFormDateTime,
  tournamentBody,
  tournamentMessages,
  tournamentValues,
  type TournamentValues,
} from './tournament-values';

const fees = {
  single_fee_1: 2000,
  single_fee_1_break: 500,
  single_fee_2: 3500,
  single_fee_2_break: 500,
  single_fee_other: 4500,
  single_fee_other_break: 1000,
  team_fee: 3000,
  team_fee_break: 0,
};

const valid: TournamentValues = {
  name: 'Kup Srbije',
  description: '<p>Propozicije</p>',
  startDate: '2026-03-01 10:00:00',
  endDate: '2026-03-20 23:59:00',
  eventDate: '',
  place: '',
  requireMedical: false,
  disciplineIds: ['1', '2'],
  teamDisciplineIds: ['3'],
  isPublic: false,
  publicEntries: false,
  registrationMode: 'closed',
  lateFrom: '',
  lateFee: 0,
  latePer: 'entry',
  withdrawalDeadline: '',
  ...fees,
};

const issues = (values: TournamentValues) => {
  const result = tournamentSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('tournament form', () => {
  it('accepts a complete tournament, with or without an end date', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, endDate: '' })).toEqual([]);
  });

  it('requires name, description, start date and both discipline lists', () => {
    expect(
      issues({ ...valid, name: ' ', description: '<p></p>', startDate: '', disciplineIds: [], teamDisciplineIds: [] }),
    ).toEqual([
      'name: validation.required',
      'description: validation.required',
      'startDate: validation.required',
      'disciplineIds: validation.required',
      'teamDisciplineIds: validation.required',
    ]);
  });

  it('requires every fee as a whole number of at least 0', () => {
    for (const field of FEE_FIELDS) {
      expect(issues({ ...valid, [field]: '' })).toEqual([`${field}: validation.required`]);
      expect(issues({ ...valid, [field]: 12.5 })).toEqual([`${field}: validation.integer`]);
      expect(issues({ ...valid, [field]: 'abc' })).toEqual([`${field}: validation.integer`]);
      expect(issues({ ...valid, [field]: -1 })).toEqual([`${field}: ${tournamentMessages.feeNotNegative}`]);
      expect(issues({ ...valid, [field]: 0 })).toEqual([]);
    }
  });

  it('leaves the order of the start and the end to the server (its 400 names endDate)', () => {
    expect(issues({ ...valid, endDate: '2026-02-28 10:00:00' })).toEqual([]);
    expect(issues({ ...valid, endDate: '2026-03-01 10:00:01' })).toEqual([]);
  });

  it('checks the date-time format', () => {
    expect(issues({ ...valid, startDate: '2026-02-30 10:00:00' })).toEqual([
      `startDate: ${tournamentMessages.dateTime}`,
    ]);
    expect(issues({ ...valid, endDate: 'soon' })).toEqual([`endDate: ${tournamentMessages.dateTime}`]);
    expect(isFormDateTime('2026-03-01 10:00:00')).toBe(true);
    expect(isFormDateTime('2026-03-01 24:00:00')).toBe(false);
    expect(isFormDateTime('2026-03-01T10:00:00')).toBe(false);
  });
});

describe('conversions', () => {
  it('turns form date-times into ISO and back', () => {
    expect(toApiDateTime('2026-03-01 10:00:00')).toBe('2026-03-01T10:00:00');
    expect(toFormDateTime('2026-03-01T10:00:00')).toBe('2026-03-01 10:00:00');
    expect(toFormDateTime('2026-03-01T10:00')).toBe('2026-03-01 10:00:00');
    expect(toFormDateTime('2026-03-01T10:00:05.123')).toBe('2026-03-01 10:00:05');
    expect(toFormDateTime(null)).toBe('');
    expect(toFormDateTime('garbage')).toBe('');
  });

  it('knows an empty editor', () => {
    expect(htmlHasText('<p></p>')).toBe(false);
    expect(htmlHasText('<p>&nbsp;</p>')).toBe(false);
    expect(htmlHasText('<p><strong>Kup</strong></p>')).toBe(true);
  });

  it('sends the place trimmed, and takes any place (the server checks it as a name)', () => {
    const body = tournamentBody({ ...valid, place: '  Hala „Čair“, Niš ', eventDate: '2026-03-14' });
    expect([body.place, body.eventDate]).toEqual(['Hala „Čair“, Niš', '2026-03-14']);
    expect(issues({ ...valid, place: 'Спортски центар Чаир, Ниш' })).toEqual([]);
    expect(tournamentValues(null).place).toBe('');
  });

  it('takes an event date from the start of registrations on', () => {
    expect(issues({ ...valid, eventDate: '2026-04-01', requireMedical: true })).toEqual([]);
    expect(issues({ ...valid, eventDate: '2026-03-01' })).toEqual([]);
    expect(issues({ ...valid, eventDate: '2026-02-28' })).toEqual([]); // the server judges the order
  });

  it('builds the body from the form and the form from a tournament', () => {
    expect(tournamentBody({ ...valid, name: ' Kup Srbije ', endDate: '' })).toEqual({
      name: 'Kup Srbije',
      description: '<p>Propozicije</p>',
      startDate: '2026-03-01T10:00:00',
      endDate: null,
      eventDate: null,
      place: '',
      requireMedical: false,
      disciplineIds: [1, 2],
      teamDisciplineIds: [3],
      isPublic: false,
      publicEntries: false,
      registrationByClock: false,
      registrationOpen: false,
      lateFrom: null,
      lateFee: 0,
      latePer: 'entry',
      withdrawalDeadline: null,
      ...fees,
    });
    const tournament = {
      id: 7,
      name: 'Kup Srbije',
      description: '<p>Propozicije</p>',
      startDate: '2026-03-01T10:00:00',
      endDate: '2026-03-20T23:59:00',
      disciplines: [
        { id: 1, disciplineId: 1, discipline: { id: 1, name: 'Kata' } },
        { id: 2, disciplineId: 2, discipline: { id: 2, name: 'Kumite' } },
      ],
      teamDisciplines: [{ id: 3, disciplineId: 3, discipline: { id: 3, name: 'Kata tim' } }],
      isPublic: false,
      publicEntries: false,
      ...fees,
    } as unknown as Tournament;
    expect(tournamentValues(tournament)).toEqual(valid);
    expect(tournamentValues({ ...tournament, place: 'Спортски центар Чаир' }).place).toBe('Спортски центар Чаир');
    expect(tournamentValues(null)).toMatchObject(DEFAULT_FEES);
  });

  it("starts a new tournament with the server's default fees: the usual prices, no discounts", async () => {
    const openapi = (await import('@/api/openapi.json')).default as unknown as {
      components: { schemas: { TournamentForm: { properties: Record<string, { default?: number }> } } };
    };
    const served = openapi.components.schemas.TournamentForm.properties;
    expect(Object.fromEntries(FEE_FIELDS.map((field) => [field, served[field]?.default]))).toEqual(DEFAULT_FEES);
    expect(FEE_FIELDS.filter((field) => field.endsWith('_break')).map((field) => DEFAULT_FEES[field])).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
