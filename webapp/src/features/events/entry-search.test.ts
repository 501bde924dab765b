import { describe, expect, it } from 'vitest';
import { entryLines, searchEntries } from '@/features/events/entry-search';

const names = {
  categories: new Map([[1, 'Seniori']]),
  disciplines: new Map([
    [10, 'Kata'],
    [11, 'Kumite ekipno'],
  ]),
};
const lines = entryLines(
  [
    { firstName: 'Ana', lastName: 'Đurić', club: 'KK Čačak', categoryId: 1, disciplineId: 10 },
    { firstName: 'Iva', lastName: 'Ilić', club: 'KK Sloga', categoryId: 1, disciplineId: 10 },
  ],
  [{ members: ['Maja Anić', 'Lea Lukić'], club: 'KK Sloga', teamType: 'WOMEN', categoryId: 1, disciplineId: 11 }],
  names,
);

describe('public entry search', () => {
  it('names the category and discipline of every entry, teams by their members', () => {
    expect(lines.map((line) => [line.who, line.category, line.discipline])).toEqual([
      ['Ana Đurić', 'Seniori', 'Kata'],
      ['Iva Ilić', 'Seniori', 'Kata'],
      ['Maja Anić, Lea Lukić', 'Seniori', 'Kumite ekipno'],
    ]);
  });

  it('finds every word ignoring case and diacritics, over names, clubs and disciplines', () => {
    expect(searchEntries(lines, 'cacak').map((line) => line.who)).toEqual(['Ana Đurić']);
    expect(searchEntries(lines, 'djuric').map((line) => line.who)).toEqual(['Ana Đurić']);
    // đ typed as d, and the name in Cyrillic
    expect(searchEntries(lines, 'duric').map((line) => line.who)).toEqual(['Ana Đurić']);
    expect(searchEntries(lines, 'Ђурић').map((line) => line.who)).toEqual(['Ana Đurić']);
    expect(searchEntries(lines, 'sloga ekipno').map((line) => line.who)).toEqual(['Maja Anić, Lea Lukić']);
    expect(searchEntries(lines, '  ')).toHaveLength(3);
    expect(searchEntries(lines, 'nobody')).toEqual([]);
  });
});
