import { describe, expect, it } from 'vitest';
import { overviewVisible, showsTournamentInfo } from './visibility';

describe('the tournament info panel', () => {
  it.each([
    [true, 'default', true],
    [true, 'wff', true],
    [false, 'default', true],
    [false, 'wff', false],
  ] as const)('admin %s in the %s variant: shown %s', (isAdmin, variant, shown) => {
    expect(showsTournamentInfo(isAdmin, variant)).toBe(shown);
  });
});

describe('who sees the discipline overview (docs/product.md, Variants)', () => {
  it('admins always, others in wff or when showDisciplines is on', () => {
    expect(overviewVisible(true, 'default', false)).toBe(true);
    expect(overviewVisible(false, 'default', false)).toBe(false);
    expect(overviewVisible(false, 'default', undefined)).toBe(false);
    expect(overviewVisible(false, 'default', true)).toBe(true);
    expect(overviewVisible(false, 'wff', false)).toBe(true);
  });
});
