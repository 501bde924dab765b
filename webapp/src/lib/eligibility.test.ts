import { describe, expect, it } from 'vitest';
import { ageOn, categoryReasons, eventDay, medicalReason, medicalStatus, weightReason } from '@/lib/eligibility';

const ana = { firstName: 'Ana', lastName: 'Anić', born: '2009-03-01', belt: 'PLAVI' };

describe('eligibility', () => {
  it.each([
    ['2009-03-01', '2027-03-01', 'DATE', 18],
    ['2009-03-02', '2027-03-01', 'DATE', 17],
    ['2009-03-02', '2027-03-01', 'YEAR', 18],
    ['2008-12-31', '2027-01-01', 'DATE', 18],
    ['2008-12-31', '2027-01-01', 'YEAR', 19],
  ] as const)('counts the age of %s on %s by %s', (born, day, ageBy, age) => {
    expect(ageOn(born, day, ageBy)).toBe(age);
  });

  it('gives the age and belt reasons of a category', () => {
    const seniors = { name: 'Seniori', minAge: 19, minBelt: 'CRNI' };
    expect(categoryReasons(ana, seniors, '2027-03-01').map((r) => r.key)).toEqual(['ageMin', 'beltMin']);
    expect(categoryReasons(ana, { name: 'Kadeti', maxAge: 18, maxBelt: 'PLAVI' }, '2027-03-01')).toEqual([]);
  });

  it.each([
    [60, null, 60, null],
    [60.1, null, 60, 'weightMax'],
    [84, 84, null, 'weightMin'],
    [84.1, 84, null, null],
    [null, null, 60, 'weightMissing'],
  ] as const)('weighs %s kg against over %s and up to %s', (weight, minWeight, maxWeight, key) => {
    expect(weightReason({ ...ana, weight }, { name: 'Kumite', minWeight, maxWeight })?.key ?? null).toBe(key);
  });

  it('takes a certificate valid on its last day', () => {
    expect(medicalReason({ ...ana, medicalValidUntil: '2027-03-01' }, '2027-03-01', true)).toBeNull();
    expect(medicalReason({ ...ana, medicalValidUntil: '2027-02-28' }, '2027-03-01', true)?.key).toBe('medicalExpired');
    expect(medicalReason(ana, '2027-03-01', false)).toBeNull();
  });

  it.each([
    ['2027-02-28', 'expired'],
    ['2027-03-01', 'expiring'],
    ['2027-03-31', 'expiring'],
    ['2027-04-01', 'valid'],
    [null, 'none'],
  ] as const)('marks a certificate valid until %s as %s on 1 Mar 2027', (until, status) => {
    expect(medicalStatus(until, '2027-03-01')).toBe(status);
  });

  it('counts ages on the event date only, never on the registration end', () => {
    expect(eventDay({ eventDate: '2027-03-01' })).toBe('2027-03-01');
    expect(eventDay({ eventDate: null })).toBeNull();
    expect(eventDay({})).toBeNull();
  });

  it('judges no age and no certificate date without an event day', () => {
    const ana = {
      firstName: 'Ana',
      lastName: 'Anić',
      born: '2014-06-01',
      belt: 'WHITE',
      medicalValidUntil: '2020-01-01',
    };
    expect(categoryReasons(ana, { name: 'Kadeti', minAge: 14 }, null)).toEqual([]);
    expect(medicalReason(ana, null, true)).toBeNull();
    expect(medicalReason({ ...ana, medicalValidUntil: null }, null, true)?.key).toBe('medicalMissing');
  });
});
