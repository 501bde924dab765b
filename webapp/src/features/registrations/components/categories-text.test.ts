import { describe, expect, it } from 'vitest';
import { categoriesText } from './categories-text';

const categories = [
  {
    id: 1,
    name: 'Seniori',
    disciplines: [
      { id: 2, name: 'Kumite' },
      { id: 3, name: 'Kata' },
    ],
  },
  { id: 4, name: 'Kadeti', disciplines: [{ id: 3, name: 'Kata' }] },
];

describe('categoriesText', () => {
  it('names the categories and disciplines, marking the entries on the waiting list', () => {
    expect(categoriesText(categories)).toBe('Seniori: Kumite, Kata; Kadeti: Kata');
    expect(categoriesText(categories, [{ categoryId: 4, disciplineId: 3 }], 'čeka')).toBe(
      'Seniori: Kumite, Kata; Kadeti: Kata (čeka)',
    );
  });
});
