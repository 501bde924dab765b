import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, parseDate, toIsoDate } from './format';

describe('formatAmount', () => {
  it.each([
    [0, '0 RSD'],
    [950, '950 RSD'],
    [1500, '1.500 RSD'],
    [8100, '8.100 RSD'],
    [1234567, '1.234.567 RSD'],
    [1500.4, '1.500 RSD'],
  ])('%d → %s', (amount, text) => expect(formatAmount(amount)).toBe(text));

  it('uses the given currency', () => expect(formatAmount(2000, 'EUR')).toBe('2.000 EUR'));
});

describe('dates', () => {
  it('formats API dates in the Serbian locale', () => {
    expect(formatDate('2026-03-01')).toBe('01.03.2026.');
    expect(formatDateTime('2026-03-01T10:05:00')).toMatch(/^01\.03\.2026\.? 10:05$/);
  });

  it('reads YYYY-MM-DD as a local calendar day', () => {
    const date = parseDate('2026-12-31');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 11, 31]);
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('shows nothing for missing or broken dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
