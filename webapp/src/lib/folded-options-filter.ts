import { isOptionsGroup, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { hasEveryWord, searchFold, searchWords } from '@/lib/serbian';

const labelHas = (words: readonly string[]) => (option: ComboboxItem) => hasEveryWord(searchFold(option.label), words);

/**
 * The options of a searchable select whose label holds every word typed, without case, accents or
 * script (`searchFold`): `dordevic` offers `Đorđević` and `Ђорђевић`, `ana dor` `Ana Đorđević`;
 * at most `limit`, groups kept. Every Select and MultiSelect filters with it (the theme's default).
 */
export const foldedOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const matches = labelHas(searchWords(search));
  const result: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (result.length >= limit) break;
    if (!isOptionsGroup(option)) {
      if (matches(option)) result.push(option);
    } else {
      result.push({ group: option.group, items: option.items.filter(matches).slice(0, limit - result.length) });
    }
  }
  return result;
};
