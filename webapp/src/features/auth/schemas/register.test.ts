import { describe, expect, it } from 'vitest';
import { emptyCoach, emptyOfficial, emptyReferee, initialRegisterValues, toRegisterBody } from './register-payload';
import { firstStepWithError, stepOfField, validateRegisterStep } from './register-steps';
import type { RegisterValues } from './register';

const filled = (): RegisterValues => ({
  name: 'Ana',
  email: 'ana@klub.rs',
  password: 'secret1',
  club: {
    name: 'KK Test',
    shortName: 'KKT',
    city: 'Beograd',
    address: 'Ulica 1',
    email: 'klub@klub.rs',
    website: '',
    contact: 'Ana',
    mobile: '060',
  },
  coaches: [{ firstName: 'Marko', lastName: 'Marković' }],
  referees: [{ firstName: 'Sanja', lastName: 'Sudić', dan: 3, rang: 'NATIONAL_A', rangOther: '' }],
  officials: [{ firstName: 'Olga', lastName: 'Olić', funct: 'Sekretar' }],
});

describe('step 1: account', () => {
  it('requires username, a valid email and a password of six characters', () => {
    const values = { ...initialRegisterValues(), email: 'nope', password: '12345' };
    expect(validateRegisterStep(0, values)).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      password: 'validation.minLength',
    });
    expect(validateRegisterStep(0, filled())).toEqual({});
  });

  it('ignores the other steps', () => {
    expect(validateRegisterStep(0, { ...filled(), club: initialRegisterValues().club })).toEqual({});
  });
});

describe('step 2: club', () => {
  it('requires everything but the website', () => {
    const errors = validateRegisterStep(1, initialRegisterValues());
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'city', 'contact', 'email', 'mobile', 'name', 'shortName'].map((f) => `club.${f}`).sort(),
    );
  });

  it('accepts an empty website and rejects one that is not a URL', () => {
    const values = filled();
    expect(validateRegisterStep(1, values)).toEqual({});
    values.club.website = 'klub dot rs';
    expect(validateRegisterStep(1, values)).toEqual({ 'club.website': 'validation.url' });
    values.club.website = 'https://klub.rs';
    expect(validateRegisterStep(1, values)).toEqual({});
  });
});

describe('step 3: people', () => {
  it('accepts no people at all', () => {
    expect(validateRegisterStep(2, initialRegisterValues())).toEqual({});
  });

  it('checks every row', () => {
    const values = { ...filled(), coaches: [emptyCoach()], referees: [emptyReferee()], officials: [emptyOfficial()] };
    expect(validateRegisterStep(2, values)).toEqual({
      'coaches.0.firstName': 'validation.required',
      'coaches.0.lastName': 'validation.required',
      'referees.0.firstName': 'validation.required',
      'referees.0.lastName': 'validation.required',
      'referees.0.rang': 'validation.required',
      'officials.0.firstName': 'validation.required',
      'officials.0.lastName': 'validation.required',
      'officials.0.funct': 'validation.required',
    });
  });

  it.each([
    ['', 'validation.required'],
    [0, 'validation.danRange'],
    [11, 'validation.danRange'],
    [2.5, 'validation.integer'],
  ])('dan %j → %s', (dan, message) => {
    const values = filled();
    values.referees[0] = { ...values.referees[0]!, dan };
    expect(validateRegisterStep(2, values)).toEqual({ 'referees.0.dan': message });
  });

  it('reports a missing other rank together with the other errors of the row', () => {
    const values = { ...filled(), referees: [{ ...emptyReferee(), rang: 'OTHER' as const }] };
    expect(validateRegisterStep(2, values)).toEqual({
      'referees.0.firstName': 'validation.required',
      'referees.0.lastName': 'validation.required',
      'referees.0.rangOther': 'validation.required',
    });
  });

  it('requires the other rank only when the rank is OTHER', () => {
    const values = filled();
    values.referees[0] = { ...values.referees[0]!, rang: 'OTHER', rangOther: ' ' };
    expect(validateRegisterStep(2, values)).toEqual({ 'referees.0.rangOther': 'validation.required' });
    values.referees[0].rangOther = 'Kontrolor';
    expect(validateRegisterStep(2, values)).toEqual({});
  });
});

describe('server errors and payload', () => {
  it('finds the step of a server field error', () => {
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('club.name')).toBe(1);
    expect(stepOfField('referees.0.dan')).toBe(2);
    expect(firstStepWithError({ 'referees.0.dan': 'x', 'club.email': 'y' })).toBe(1);
    expect(firstStepWithError({})).toBeNull();
  });

  it('builds the register body with trimmed texts and numeric dan', () => {
    const values = filled();
    values.club.name = '  KK Test  ';
    values.referees[0] = { ...values.referees[0]!, dan: 4 };
    const body = toRegisterBody(values);
    expect(body.club.name).toBe('KK Test');
    expect(body.referees?.[0]).toEqual({
      firstName: 'Sanja',
      lastName: 'Sudić',
      dan: 4,
      rang: 'NATIONAL_A',
      rangOther: '',
    });
    expect(body.coaches).toHaveLength(1);
    expect(body.officials?.[0]?.funct).toBe('Sekretar');
  });
});
