import { describe, expect, it } from 'vitest';
import { agesText, beltsText, kilograms, weightText } from './limits-text';

describe('limits as the catalogue lists show them', () => {
  it('names the ages, counted on the event day or by birth year', () => {
    expect(agesText({ minAge: 14, maxAge: 15 })).toEqual(['limits.ages', { min: 14, max: 15 }]);
    expect(agesText({ minAge: 18, ageBy: 'YEAR' })).toEqual(['limits.agesFromByYear', { min: 18 }]);
    expect(agesText({ maxAge: 13, ageBy: 'DATE' })).toEqual(['limits.agesTo', { max: 13 }]);
    expect(agesText({ minAge: null, maxAge: null })).toBeNull();
  });

  it('names the belts from the lowest to the highest', () => {
    expect(beltsText({ minBelt: 'PLAVI', maxBelt: 'CRNI' })).toEqual([
      'limits.belts',
      { min: 'belt.PLAVI', max: 'belt.CRNI' },
    ]);
    expect(beltsText({ maxBelt: 'ZUTI' })).toEqual(['limits.beltsTo', { max: 'belt.ZUTI' }]);
    expect(beltsText({})).toBeNull();
  });

  it('writes the weights as the language writes numbers', () => {
    expect(kilograms(61.5, 'sr')).toBe('61,5');
    expect(kilograms(60, 'en')).toBe('60.0');
    expect(weightText({ maxWeight: 60 }, 'sr')).toEqual(['limits.weightTo', { max: '60,0' }]);
    expect(weightText({ minWeight: 60, maxWeight: 67 }, 'en')).toEqual([
      'limits.weightBetween',
      { min: '60.0', max: '67.0' },
    ]);
    expect(weightText({ minWeight: 84 }, 'en')).toEqual(['limits.weightOver', { min: '84.0' }]);
    expect(weightText({}, 'en')).toBeNull();
  });
});
