/** The member form shows the parental consent for minors only, or while one is recorded. */
import { describe, expect, it } from 'vitest';
import { showsConsent } from './consent';

describe('showsConsent', () => {
  it('shows it until the 18th birthday, not from that day on', () => {
    expect(showsConsent({ adultFrom: '2027-03-01' }, '2027-02-28')).toBe(true);
    expect(showsConsent({ adultFrom: '2027-03-01' }, '2027-03-01')).toBe(false);
    expect(showsConsent({ adultFrom: '2027-03-01' }, '2030-01-01')).toBe(false);
  });

  it('shows a recorded consent to an adult, so it can be removed', () => {
    expect(showsConsent({ adultFrom: '2020-01-01', consentDate: '2019-05-05' }, '2026-03-01')).toBe(true);
  });

  it('shows nothing when the reader may not see the birth date', () => {
    expect(showsConsent({}, '2026-03-01')).toBe(false);
  });
});
