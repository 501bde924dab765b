import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '@/components/DateFieldInput';

describe('parseTypedDate', () => {
  it("reads a date in the language's format", () => {
    expect(parseTypedDate('17.05.2012.', 'DD.MM.YYYY.', false)).toBe('2012-05-17');
    expect(parseTypedDate(' 17/05/2012 ', 'DD/MM/YYYY', false)).toBe('2012-05-17');
    expect(parseTypedDate('01.03.2026. 10:30', 'DD.MM.YYYY. HH:mm', true)).toBe('2026-03-01 10:30:00');
  });

  it('reads a date as the API writes it', () => {
    expect(parseTypedDate('2012-05-17', 'DD.MM.YYYY.', false)).toBe('2012-05-17');
    expect(parseTypedDate('2025-01-01 10:00:00', 'DD/MM/YYYY HH:mm', true)).toBe('2025-01-01 10:00:00');
  });

  it('refuses what is not a real day in that format', () => {
    expect(parseTypedDate('31.02.2012.', 'DD.MM.YYYY.', false)).toBeNull();
    expect(parseTypedDate('05/17/2012', 'DD/MM/YYYY', false)).toBeNull();
    expect(parseTypedDate('2012-02-31', 'DD.MM.YYYY.', false)).toBeNull();
    expect(parseTypedDate('soon', 'DD.MM.YYYY.', false)).toBeNull();
  });
});
