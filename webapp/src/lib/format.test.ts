import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  decimalSeparator,
  formatAmount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatWeight,
  parseDate,
  toIsoDate,
  writeDate,
} from './format';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

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

  it('groups as docs/product.md, Formats and limits, says in every language', async () => {
    await i18n.changeLanguage('sr');
    expect(formatAmount(1500)).toBe('1.500 RSD');
    await i18n.changeLanguage('en');
    expect(formatAmount(1500)).toBe('1.500 RSD');
  });
});

describe('numbers in the user’s language', () => {
  it.each([
    ['sr', '67,4', '61,0', '1.234,5', ','],
    ['sr-Cyrl', '67,4', '61,0', '1.234,5', ','],
    ['en', '67.4', '61.0', '1,234.5', '.'],
  ])('%s: weights %s and %s, numbers %s, decimal separator %s', async (language, weight, whole, number, separator) => {
    await i18n.changeLanguage(language);
    expect(formatWeight(67.4)).toBe(weight);
    expect(formatWeight(61)).toBe(whole);
    expect(formatNumber(1234.5, 1)).toBe(number);
    expect(decimalSeparator()).toBe(separator);
  });
});

describe('dates', () => {
  it.each([
    ['sr', '22.12.2011.', '01.03.2026. 10:05'],
    ['sr-Cyrl', '22.12.2011.', '01.03.2026. 10:05'],
    ['en', '22/12/2011', '01/03/2026 10:05'],
  ])('writes dates in %s in one pattern, the fields’ own', async (language, day, moment) => {
    await i18n.changeLanguage(language);
    expect(formatDate('2011-12-22')).toBe(day);
    expect(formatDateTime('2026-03-01T10:05:00')).toBe(moment);
    expect(formatDateTime('2026-03-01 10:05:00')).toBe(moment);
  });

  it('spells a day out for "read as"', async () => {
    expect(formatLongDate('2012-03-15')).toBe('15 March 2012');
    await i18n.changeLanguage('sr');
    expect(formatLongDate('2012-03-15')).toBe('15. mart 2012.');
    await i18n.changeLanguage('sr-Cyrl');
    expect(formatLongDate('2012-03-15')).toBe('15. март 2012.');
  });

  it('writes a moment in any pattern of tokens', () => {
    const moment = new Date(2026, 2, 1, 9, 5, 7);
    expect(writeDate(moment, 'DD.MM.YYYY. HH:mm:ss')).toBe('01.03.2026. 09:05:07');
    expect(writeDate(moment, 'YYYY-MM-DD')).toBe('2026-03-01');
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
