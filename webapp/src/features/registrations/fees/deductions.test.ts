import { describe, expect, it } from 'vitest';
import { clubsForDeduction, isValidDeduction } from './deductions';

describe('club deductions', () => {
  it('offer clubs that are active and have no deduction yet', () => {
    const clubs = [
      { id: 1, isBlocked: false, isDeleted: false },
      { id: 2, isBlocked: true, isDeleted: false },
      { id: 3, isBlocked: false, isDeleted: true },
      { id: 4, isBlocked: false, isDeleted: false },
    ];
    expect(clubsForDeduction(clubs, [{ clubId: 4 }]).map((club) => club.id)).toEqual([1]);
  });

  it('are 0 to 100', () => {
    expect(isValidDeduction(0)).toBe(true);
    expect(isValidDeduction(100)).toBe(true);
    expect(isValidDeduction(101)).toBe(false);
    expect(isValidDeduction(-1)).toBe(false);
    expect(isValidDeduction(10.5)).toBe(false);
    expect(isValidDeduction('')).toBe(false);
  });
});
