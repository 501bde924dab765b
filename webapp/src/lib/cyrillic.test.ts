import { describe, expect, it } from 'vitest';
import shared from '../../../tests/data/transliteration.json';
import { cyrillicCatalogue, toCyrillic } from './cyrillic';

describe('toCyrillic', () => {
  it.each(shared.cases)('writes %j as %j (the cases the server passes too)', (latin, cyrillic) => {
    expect(toCyrillic(latin ?? '')).toBe(cyrillic);
  });
});

describe('cyrillicCatalogue', () => {
  it('keeps every key, nested, and writes every text in Cyrillic', () => {
    expect(cyrillicCatalogue({ a: 'Ljubav', b: { c: 'Njiva {{count}}', d: { e: 'Džep' } } })).toEqual({
      a: 'Љубав',
      b: { c: 'Њива {{count}}', d: { e: 'Џеп' } },
    });
  });
});
