/**
 * Names as Serbian reads them, the same way as the server (fedreg_core/domain/collation.py and
 * folding.search_fold); both pass the cases of tests/data/serbian-names.json.
 *
 * Order: the Serbian alphabet's (ICU `sr-Latn`): A B C Č Ć D Dž Đ … S Š T U V Z Ž, Cyrillic after
 * Latin. Names are Serbian whatever the language of the page, and the server orders its pages the
 * same way, so the order does not follow the UI language.
 *
 * Search: text without case, accents or script, with `đ` and `dj` both read as `d`, so that
 * `Dordevic`, `Djordjevic` and `Ђорђевић` all find `Đorđević`.
 */
import { LATIN_OF_CYRILLIC } from '@/lib/serbian-letters';

const collator = new Intl.Collator('sr-Latn');

/** The order of two names in the Serbian alphabet (a comparator for `Array.prototype.sort`). */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

// Letters that Unicode does not decompose into a base letter and an accent (as the server's).
const SPELLED_OUT: Readonly<Record<string, string>> = { đ: 'dj', ð: 'd', ø: 'o', ł: 'l', ß: 'ss', æ: 'ae' };

const latin = (letter: string): string => LATIN_OF_CYRILLIC.get(letter) ?? letter;
const spelledOut = (letter: string): string => SPELLED_OUT[letter] ?? letter;

/** `text` as a name search compares it: lower case, Latin, no accents, `dj` as `d`, single spaces. */
export function searchFold(text: string): string {
  const latinText = Array.from(text.toLowerCase(), latin).join('');
  const spelled = Array.from(latinText, spelledOut).join('');
  const bare = spelled.normalize('NFKD').replace(/\p{M}/gu, '');
  return bare.split(/\s+/).filter(Boolean).join(' ').replaceAll('dj', 'd');
}

/** The words of a search, folded (none for blank text). */
export const searchWords = (query: string): string[] => searchFold(query).split(' ').filter(Boolean);

/** Whether every word (folded, `searchWords`) occurs in the folded `text`. */
export const hasEveryWord = (folded: string, words: readonly string[]): boolean =>
  words.every((word) => folded.includes(word));
