import { describe, expect, it } from 'vitest';
import { readTypedDate } from '@/lib/typed-date';

describe('readTypedDate', () => {
  it.each([
    '15.03.2012.',
    '15.03.2012',
    '15.3.2012.',
    '15.3.2012',
    '15. 03. 2012.',
    '15. 3. 2012',
    ' 15.03.2012. ',
    '15/03/2012',
    '15/3/2012',
    '15-03-2012',
    '2012-03-15',
    '2012-3-15',
  ])('reads %j as 15 March 2012', (typed) => {
    expect(readTypedDate(typed)).toBe('2012-03-15');
  });

  it('reads a time of day where the field has one, midnight when none is typed', () => {
    expect(readTypedDate('01.03.2026. 10:30', true)).toBe('2026-03-01 10:30:00');
    expect(readTypedDate('1.3.2026 9:05', true)).toBe('2026-03-01 09:05:00');
    expect(readTypedDate('01/03/2026 10:30', true)).toBe('2026-03-01 10:30:00');
    expect(readTypedDate('2025-01-01 10:00:00', true)).toBe('2025-01-01 10:00:00');
    expect(readTypedDate('2025-01-01T10:00', true)).toBe('2025-01-01 10:00:00');
    expect(readTypedDate('01.03.2026.', true)).toBe('2026-03-01 00:00:00');
  });

  it.each([
    ['31.02.2012.', 'no such day'],
    ['29.02.2011', 'no 29 February in 2011'],
    ['05/17/2012', 'month first'],
    ['2012-02-31', 'no such day, as the API writes it'],
    ['15.03.12', 'a year of two digits'],
    ['15.03.201', 'a year not typed to its end'],
    ['15.03.', 'no year'],
    ['15032012', 'no separators'],
    ['soon', 'no date at all'],
    ['', 'nothing'],
    ['01.03.2026. 10:30', 'a time in a date-only field'],
  ])('refuses %j (%s)', (typed) => {
    expect(readTypedDate(typed)).toBeNull();
  });

  it('refuses a time that is no time of day', () => {
    expect(readTypedDate('01.03.2026. 25:00', true)).toBeNull();
    expect(readTypedDate('01.03.2026. 10:60', true)).toBeNull();
    expect(readTypedDate('01.03.2026. noon', true)).toBeNull();
  });

  it('reads 29 February in a leap year', () => {
    expect(readTypedDate('29.2.2012.')).toBe('2012-02-29');
  });
});
