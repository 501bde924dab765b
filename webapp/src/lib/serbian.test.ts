import { describe, expect, it } from 'vitest';
import shared from '../../../tests/data/serbian-names.json';
import { compareNames, hasEveryWord, searchFold, searchWords } from './serbian';

const shuffled = (names: readonly string[], seed: number) =>
  names
    .map((name, index) => ({ name, key: (index * 7919 + seed * 104729) % 997 }))
    .sort((a, b) => a.key - b.key)
    .map(({ name }) => name);

describe('compareNames', () => {
  it.each([1, 2, 3])(
    'orders names in the Serbian alphabet, Cyrillic after Latin, as the server (shuffle %i)',
    (seed) => {
      expect(shuffled(shared.order, seed).sort(compareNames)).toEqual(shared.order);
    },
  );

  it('puts Č, Ć, Đ, Š and Ž after the letters they look like, not after V', () => {
    const names = ['Žikić', 'Vasić', 'Šarić', 'Đorđević', 'Čolić', 'Ćirić', 'Zorić', 'Dimić', 'Cvetić'];
    expect(names.sort(compareNames)).toEqual([
      'Cvetić', 'Čolić', 'Ćirić', 'Dimić', 'Đorđević', 'Šarić', 'Vasić', 'Zorić', 'Žikić',
    ]); // prettier-ignore
    expect(['Шарић', 'Ђорђевић', 'Вукић', 'Дукић'].sort(compareNames)).toEqual(['Вукић', 'Дукић', 'Ђорђевић', 'Шарић']);
  });
});

describe('searchFold', () => {
  it.each(shared.searchFold)('folds %j as %j (the cases the server passes too)', (text, folded) => {
    expect(searchFold(text ?? '')).toBe(folded);
  });

  it('finds Đorđević by Dordevic, Djordjevic and the Cyrillic, every word anywhere', () => {
    const name = searchFold('Jelena Đorđević');
    for (const query of ['Dordevic', 'djordjević', 'Ђорђевић', 'ĐORĐ jel']) {
      expect(hasEveryWord(name, searchWords(query)), query).toBe(true);
    }
    expect(hasEveryWord(name, searchWords('Dordevic Ana'))).toBe(false);
    expect(searchWords('   ')).toEqual([]);
  });
});
