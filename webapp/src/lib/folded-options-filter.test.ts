import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { foldedOptionsFilter } from './folded-options-filter';

const option = (label: string) => ({ value: label, label });
const options: ComboboxParsedItem[] = [
  option('Ana Đorđević'),
  option('Ђорђе Јовић'),
  { group: 'Cadets', items: [option('Mina Đurić'), option('Iva Ilić')] },
  option('Vasić Dragan'),
];
const labels = (found: ComboboxParsedItem[]) =>
  found.flatMap((item) => ('group' in item ? item.items.map((inner) => inner.label) : [item.label]));

describe('foldedOptionsFilter', () => {
  it('offers the options with every word, without case, accents or script, within groups', () => {
    expect(labels(foldedOptionsFilter({ options, search: 'dord', limit: 10 }))).toEqual([
      'Ana Đorđević',
      'Ђорђе Јовић',
    ]);
    expect(labels(foldedOptionsFilter({ options, search: 'DJURIC mina', limit: 10 }))).toEqual(['Mina Đurić']);
    expect(labels(foldedOptionsFilter({ options, search: 'Јовић', limit: 10 }))).toEqual(['Ђорђе Јовић']);
    expect(labels(foldedOptionsFilter({ options, search: ' ', limit: 10 }))).toHaveLength(5);
  });

  it('offers at most `limit` options', () => {
    expect(labels(foldedOptionsFilter({ options, search: '', limit: 2 }))).toEqual(['Ana Đorđević', 'Ђорђе Јовић']);
  });
});
