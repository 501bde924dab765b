import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { defaultBelts, wffBelts } from '@/lib/belts';
import { memberPlainFields } from '@/features/people/kinds/member-plain-fields';
import { emptyMember, memberBody, memberSchema, memberValuesOf, payOptions, type MemberValues } from './member';

const today = () => '2026-03-01';
/** The plain fields as an unfilled form sends them and as it shows them (each has its own test). */
const plainUnset = (value: '' | null) => Object.fromEntries(memberPlainFields.map((field) => [field.name, value]));
const errorsOf = (values: MemberValues, belts: readonly string[] = defaultBelts) =>
  schemaResolver(memberSchema({ belts, today }), { sync: true })(values);

const valid = (): MemberValues => ({
  firstName: 'Ana',
  lastName: 'Anić',
  born: '2012-05-17',
  gender: 'female',
  belt: 'PLAVI',
  noPay: false,
  alwaysPays: false,
  weight: '',
  medicalValidUntil: '',
  licenceNumber: '',
});

describe('member form rules', () => {
  it('requires first name, last name, date of birth, gender and belt', () => {
    expect(errorsOf(emptyMember())).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      born: 'validation.required',
      gender: 'validation.required',
      belt: 'validation.required',
    });
    expect(errorsOf(valid())).toEqual({});
  });

  it('ignores surrounding spaces of names', () => {
    expect(errorsOf({ ...valid(), firstName: '   ' })).toEqual({ firstName: 'validation.required' });
  });

  it.each([
    ['17.05.2012', 'validation.date'],
    ['2012-02-30', 'validation.date'],
    ['2026-03-02', 'validation.bornOutOfRange'],
    ['1899-12-31', 'validation.bornOutOfRange'],
    ['0001-01-01', 'validation.bornOutOfRange'],
  ])('date of birth %s → %s', (born, message) => {
    expect(errorsOf({ ...valid(), born })).toEqual({ born: message });
  });

  it('accepts today and the first day of 1900 as date of birth', () => {
    expect(errorsOf({ ...valid(), born: '2026-03-01' })).toEqual({});
    expect(errorsOf({ ...valid(), born: '1900-01-01' })).toEqual({});
  });

  it('accepts only the belts of the active variant', () => {
    expect(errorsOf({ ...valid(), belt: 'BLUE' })).toEqual({ belt: 'validation.choice' });
    expect(errorsOf({ ...valid(), belt: 'BLUE' }, wffBelts)).toEqual({});
    expect(errorsOf(valid(), wffBelts)).toEqual({ belt: 'validation.choice' });
  });

  it('takes a weight with one decimal and a real date of the certificate', () => {
    expect(errorsOf({ ...valid(), weight: 61.5, medicalValidUntil: '2027-02-10' })).toEqual({});
    expect(errorsOf({ ...valid(), weight: 61.55 })).toEqual({ weight: 'validation.weightRange' });
    expect(errorsOf({ ...valid(), medicalValidUntil: '2027-02-30' })).toEqual({ medicalValidUntil: 'validation.date' });
  });

  it('leaves noPay together with alwaysPays to the server', () => {
    expect(errorsOf({ ...valid(), noPay: true, alwaysPays: true })).toEqual({}); // the server's pays_conflict
    expect(errorsOf({ ...valid(), noPay: true })).toEqual({});
    expect(errorsOf({ ...valid(), alwaysPays: true })).toEqual({});
  });
});

describe('noPay and alwaysPays checkboxes', () => {
  it('offer alwaysPays only to admins and only while noPay is off', () => {
    expect(payOptions({ noPay: false, alwaysPays: false }, true, true)).toEqual({
      showNoPay: true,
      showAlwaysPays: true,
    });
    expect(payOptions({ noPay: true, alwaysPays: false }, true, true)).toEqual({
      showNoPay: true,
      showAlwaysPays: false,
    });
    expect(payOptions({ noPay: false, alwaysPays: false }, false, true)).toEqual({
      showNoPay: true,
      showAlwaysPays: false,
    });
  });

  it('hide noPay from clubs when the server reserves it to admins', () => {
    expect(payOptions({ noPay: true, alwaysPays: false }, false, false)).toEqual({
      showNoPay: false,
      showAlwaysPays: false,
    });
  });

  it('hide noPay while alwaysPays is on', () => {
    expect(payOptions({ noPay: false, alwaysPays: true }, true, true)).toEqual({
      showNoPay: false,
      showAlwaysPays: true,
    });
    expect(payOptions({ noPay: false, alwaysPays: true }, false, true)).toEqual({
      showNoPay: false,
      showAlwaysPays: false,
    });
  });
});

describe('member body', () => {
  it('trims names, maps gender to isMale and leaves alwaysPays out for club users', () => {
    expect(memberBody({ ...valid(), firstName: ' Ana ', gender: 'male', noPay: true }, false)).toEqual({
      firstName: 'Ana',
      lastName: 'Anić',
      born: '2012-05-17',
      isMale: true,
      belt: 'PLAVI',
      noPay: true,
      weight: null,
      medicalValidUntil: null,
      licenceNumber: null,
      ...plainUnset(null),
    });
  });

  it('sends the weight, the medical date and the trimmed licence number', () => {
    const values = { ...valid(), weight: 61.5, medicalValidUntil: '2027-02-10', licenceNumber: ' SRB-1 ' };
    expect(memberBody(values, false)).toMatchObject({
      weight: 61.5,
      medicalValidUntil: '2027-02-10',
      licenceNumber: 'SRB-1',
    });
  });

  it('sends alwaysPays for admins', () => {
    expect(memberBody({ ...valid(), alwaysPays: true }, true)).toMatchObject({ noPay: false, alwaysPays: true });
  });

  it('reads a member of another club (names and belt only) as empty fields', () => {
    expect(memberValuesOf({ id: 1, clubId: 2, firstName: 'A', lastName: 'B', belt: 'BELI' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      born: '',
      gender: '',
      belt: 'BELI',
      noPay: false,
      alwaysPays: false,
      weight: '',
      medicalValidUntil: '',
      licenceNumber: '',
      ...plainUnset(''),
    });
  });
});
