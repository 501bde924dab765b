import { describe, expect, it } from 'vitest';
import { choiceError, choicesOf, isAfterEnd, keepOffered } from './rules';

describe('category choices', () => {
  it('need a category and a discipline in each', () => {
    expect(choiceError([])).toBe('selectCategory');
    expect(
      choiceError([
        { id: 1, disciplines: [1] },
        { id: 2, disciplines: [] },
      ]),
    ).toBe('atLeastOneDiscipline');
    expect(choiceError([{ id: 1, disciplines: [1] }])).toBeNull();
  });

  it('drop what is no longer offered', () => {
    const options = [{ id: 1, disciplines: [{ id: 1 }, { id: 2 }] }];
    expect(
      keepOffered(
        [
          { id: 1, disciplines: [1, 3] },
          { id: 9, disciplines: [1] },
        ],
        options,
      ),
    ).toEqual([{ id: 1, disciplines: [1] }]);
  });

  it('start from the registration being changed, or from nothing', () => {
    expect(choicesOf(undefined)).toEqual([]);
    const registered = [
      {
        id: 1,
        name: 'Seniors',
        disciplines: [
          { id: 1, name: 'Kata' },
          { id: 3, name: 'Kumite women' },
        ],
      },
    ];
    expect(choicesOf(registered)).toEqual([{ id: 1, disciplines: [1, 3] }]);
  });
});

describe('history after the end date', () => {
  it('is late only after a given end date', () => {
    expect(isAfterEnd('2026-03-02T10:00:00', '2026-03-01T23:00:00')).toBe(true);
    expect(isAfterEnd('2026-03-01T10:00:00', '2026-03-01T23:00:00')).toBe(false);
    expect(isAfterEnd('2026-03-02T10:00:00', null)).toBe(false);
  });
});
