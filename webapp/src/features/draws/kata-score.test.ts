import { describe, expect, it } from 'vitest';
import { formatScore, parseScore } from '@/features/draws/kata-score';

describe('parseScore', () => {
  it.each([
    ['42.30', 4230],
    ['42,30', 4230],
    ['42,3', 4230],
    [' 42 ', 4200],
    ['0', 0],
    ['100', 10_000],
    ['7.05', 705],
  ])('reads %s as %i hundredths', (text, hundredths) => {
    expect(parseScore(text)).toBe(hundredths);
  });

  it.each(['', 'abc', '100.01', '-1', '42.305', '42,30,1', '1e2'])('refuses %s', (text) => {
    expect(parseScore(text)).toBeNull();
  });
});

describe('formatScore', () => {
  it('writes both decimals in the reader’s language', () => {
    expect(formatScore(4230, 'sr')).toBe('42,30');
    expect(formatScore(4230, 'en')).toBe('42.30');
    expect(formatScore(10_000, 'en')).toBe('100.00');
  });
});
