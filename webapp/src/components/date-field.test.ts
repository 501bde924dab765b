import { describe, expect, it } from 'vitest';
import { formatDateValue, normalizeDateTime } from '@/components/date-field';

describe('formatDateValue', () => {
  it("writes a value in the language's format", () => {
    expect(formatDateValue('2012-05-17', 'DD.MM.YYYY.')).toBe('17.05.2012.');
    expect(formatDateValue('2012-05-17', 'DD/MM/YYYY')).toBe('17/05/2012');
    expect(formatDateValue('2026-03-01 10:30:00', 'DD.MM.YYYY. HH:mm')).toBe('01.03.2026. 10:30');
  });

  it('shows an empty or unknown value as it is', () => {
    expect(formatDateValue('', 'DD.MM.YYYY.')).toBe('');
    expect(formatDateValue('soon', 'DD.MM.YYYY.')).toBe('soon');
  });
});

describe('normalizeDateTime', () => {
  it('keeps typed date-times and clears empty ones', () => {
    expect(normalizeDateTime('2026-03-01 10:00:00', '')).toBe('2026-03-01 10:00:00');
    expect(normalizeDateTime(null, '2026-03-01 10:00:00')).toBe('');
  });

  it('gives a picked day the time chosen before, or midnight', () => {
    expect(normalizeDateTime('2026-03-05', '2026-03-01 10:30:00')).toBe('2026-03-05 10:30:00');
    expect(normalizeDateTime('2026-03-05', '')).toBe('2026-03-05 00:00:00');
  });
});
