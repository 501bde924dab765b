/**
 * The Serbian Cyrillic alphabet and its Latin letters, letter for letter (the server's
 * `folding.SERBIAN_CYRILLIC_TO_LATIN`): what Cyrillic catalogues are written with (cyrillic.ts)
 * and what a name search reads Cyrillic as (serbian.ts). Its own module: the search takes the
 * table without the transliteration's rules.
 */
export const CYRILLIC = 'абвгдђежзијклљмнњопрстћуфхцчџш';
export const LATIN = ['a', 'b', 'v', 'g', 'd', 'đ', 'e', 'ž', 'z', 'i', 'j', 'k', 'l', 'lj', 'm', 'n', 'nj', 'o', 'p',
  'r', 's', 't', 'ć', 'u', 'f', 'h', 'c', 'č', 'dž', 'š']; // prettier-ignore

/** Each lower-case Serbian Cyrillic letter with its Latin letters (`љ` → `lj`, `џ` → `dž`). */
export const LATIN_OF_CYRILLIC: ReadonlyMap<string, string> = new Map(
  Array.from(CYRILLIC, (letter, index) => [letter, LATIN[index] ?? '']),
);
