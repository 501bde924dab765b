import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { EntryPlaces } from '@/features/registrations/api/types';
import { chosenPlaces, limitRows, limitsBody, placeText } from './places';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as TFunction;

const place = (changes: Partial<EntryPlaces>): EntryPlaces => ({
  categoryId: 1,
  disciplineId: 2,
  categoryName: 'Seniori',
  disciplineName: 'Kumite',
  cap: null,
  quota: null,
  entered: 0,
  waiting: 0,
  left: null,
  nextInLine: null,
  ...changes,
});

describe('places', () => {
  it('says the places left, or the place in line a new entry takes when full, as the server counted them', () => {
    expect(placeText(t, place({ cap: 16, entered: 13, left: 3 }))).toBe('places.left {"left":3,"cap":16}');
    expect(placeText(t, place({ cap: 16, entered: 16, left: 0, waiting: 3, nextInLine: 4 }))).toBe(
      'places.full {"count":4}',
    );
    expect(placeText(t, place({ quota: 2 }))).toBeNull();
  });

  it('lists the chosen limited disciplines, then the total, and nothing without a choice', () => {
    const places = [
      place({ categoryId: null, disciplineId: null, cap: 100, entered: 40, left: 60 }),
      place({ cap: 16, entered: 13, left: 3 }),
      place({ disciplineId: 3, disciplineName: 'Kata' }),
    ];
    const names = (categoryId: number, disciplineId: number) => `Đ${disciplineId} (Ž${categoryId})`;
    const chosen = [{ id: 1, disciplines: [3, 2] }];
    expect(chosenPlaces(t, places, chosen, names)).toEqual([
      'Đ2 (Ž1): places.left {"left":3,"cap":16}',
      'places.total: places.left {"left":60,"cap":100}',
    ]);
    expect(chosenPlaces(t, places, [], names)).toEqual([]);
  });

  it('turns the form rows into the limits sent, leaving out rows without any', () => {
    const rows = limitRows([
      place({ categoryId: null, disciplineId: null, cap: 9 }),
      place({ cap: 4 }),
      place({ disciplineId: 3 }),
    ]);
    expect(rows).toEqual([
      { categoryId: 1, disciplineId: 2, cap: 4, quota: '' },
      { categoryId: 1, disciplineId: 3, cap: '', quota: '' },
    ]);
    expect(limitsBody('', [...rows, { categoryId: 5, disciplineId: 6, cap: '', quota: 0 }])).toEqual({
      totalCap: null,
      groups: [
        { categoryId: 1, disciplineId: 2, cap: 4, quota: null },
        { categoryId: 5, disciplineId: 6, cap: null, quota: 0 },
      ],
    });
    expect(limitsBody(-1, []).totalCap).toBe(-1);
  });
});
