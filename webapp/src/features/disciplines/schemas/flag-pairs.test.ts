import { describe, expect, it } from 'vitest';
import { partnerOf, visibleFlags, type DisciplineFlags } from './flag-pairs';

const none: DisciplineFlags = { alwaysPay: false, noPay: false, isKataA: false, isKataB: false };

describe('discipline checkbox pairs', () => {
  it('shows every checkbox while none is checked', () => {
    expect(visibleFlags(none)).toEqual({ alwaysPay: true, noPay: true, isKataA: true, isKataB: true });
  });

  it.each([
    ['alwaysPay', { alwaysPay: true, noPay: false, isKataA: true, isKataB: true }],
    ['noPay', { alwaysPay: false, noPay: true, isKataA: true, isKataB: true }],
    ['isKataA', { alwaysPay: true, noPay: true, isKataA: true, isKataB: false }],
    ['isKataB', { alwaysPay: true, noPay: true, isKataA: false, isKataB: true }],
  ] as const)('checking %s hides its partner only', (flag, visible) => {
    expect(visibleFlags({ ...none, [flag]: true })).toEqual(visible);
  });

  it('hides one of each pair when both pairs have a choice', () => {
    expect(visibleFlags({ alwaysPay: false, noPay: true, isKataA: true, isKataB: false })).toEqual({
      alwaysPay: false,
      noPay: true,
      isKataA: true,
      isKataB: false,
    });
  });

  it('pairs each flag with its partner', () => {
    expect(partnerOf('alwaysPay')).toBe('noPay');
    expect(partnerOf('noPay')).toBe('alwaysPay');
    expect(partnerOf('isKataA')).toBe('isKataB');
    expect(partnerOf('isKataB')).toBe('isKataA');
  });
});
