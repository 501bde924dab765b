import { describe, expect, it } from 'vitest';
import { medicalStatus } from './medical-status';

describe('medicalStatus', () => {
  it.each([
    ['2027-02-28', 'expired'],
    ['2027-03-01', 'expiring'],
    ['2027-03-31', 'expiring'],
    ['2027-04-01', 'valid'],
    [null, 'none'],
  ] as const)('marks a certificate valid until %s as %s on 1 Mar 2027', (until, status) => {
    expect(medicalStatus(until, '2027-03-01')).toBe(status);
  });
});
