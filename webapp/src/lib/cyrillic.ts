/**
 * Serbian Latin text written in Cyrillic: how the `sr-Cyrl` catalogues are made from the `sr` ones
 * when the app is built (build/cyrillic-catalogues.ts), so that no Cyrillic copy is kept by hand.
 * The same table and rules as the server's (src/fedreg_core/domain/transliteration.py); both pass
 * the cases of tests/data/transliteration.json.
 *
 * The letter table pairs the alphabets letter for letter; a longer Latin spelling wins over a
 * shorter one (`lj` → `љ` before `l` → `л`, `dž` → `џ`), and a capital digraph is one capital
 * (`Lj`, `LJ` → `Љ`). Words where two letters only look like a digraph (`nadživeti`) are not told
 * apart. What stays Latin: placeholders (`{{count}}`, `{name}`), HTML tags, URLs, e-mail addresses,
 * date formats (`DD.MM.YYYY. HH:mm`), file extensions (`.pdf`), words with a letter Serbian does
 * not have (q, w, x, y: `WFF`, `XLSX`) and the words of `KEEP_LATIN`.
 */

import { CYRILLIC, LATIN } from './serbian-letters.ts';

/** Names of formats and brands, written in Latin in Cyrillic text too. */
export const KEEP_LATIN = ['PDF', 'CSV', 'ODS', 'ODT', 'DOC', 'URL', 'ASCII', 'UTF', 'email', 'Email', 'e-mail',
  'E-mail', 'fedreg', 'Excel', 'LibreOffice', 'Typst', 'English', 'EN']; // prettier-ignore

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TABLE = new Map<string, string>();
[...CYRILLIC].forEach((cyrillic, index) => {
  const latin = LATIN[index] ?? '';
  TABLE.set(latin, cyrillic);
  TABLE.set(latin.toUpperCase(), cyrillic.toUpperCase());
  TABLE.set(capitalized(latin), cyrillic.toUpperCase());
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTERS = new RegExp(
  [...TABLE.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|'),
  'gu',
);
const KEPT = new RegExp(
  [
    String.raw`\{\{?[^{}]*\}\}?`, // placeholders
    String.raw`<[^<>]*>`, // HTML tags
    String.raw`https?://\S+`, // URLs
    String.raw`[\p{L}\p{N}_.+-]+@[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+`, // e-mail addresses
    String.raw`(?<![\p{L}\p{N}_])(?:YYYY|MM|DD|HH|mm|ss)(?:[.:/ -]+(?:YYYY|MM|DD|HH|mm|ss)(?![\p{L}\p{N}_]))+\.?`, // date formats
    String.raw`(?<![\p{L}\p{N}_])\.[A-Za-z0-9]+`, // file extensions
    String.raw`(?<![\p{L}\p{N}_-])[\p{L}\p{N}_-]*[qwxyQWXY][\p{L}\p{N}_-]*`, // foreign words
    String.raw`(?<![\p{L}\p{N}_])(?:${KEEP_LATIN.map(escape).join('|')})(?![\p{L}\p{N}_])`,
  ].join('|'),
  'gu',
);

const lettersOf = (text: string) => text.replace(LETTERS, (latin) => TABLE.get(latin) ?? latin);

/** `text` (Serbian Latin) in Serbian Cyrillic, what stays Latin left as it is. */
export function toCyrillic(text: string): string {
  let result = '';
  let start = 0;
  for (const kept of text.matchAll(KEPT)) {
    result += lettersOf(text.slice(start, kept.index)) + kept[0];
    start = kept.index + kept[0].length;
  }
  return result + lettersOf(text.slice(start));
}

export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** Every text of a Serbian Latin catalogue in Cyrillic, under the same keys. */
export function cyrillicCatalogue(latin: CatalogueTree): CatalogueTree {
  return Object.fromEntries(
    Object.entries(latin).map(([key, value]) => [
      key,
      typeof value === 'string' ? toCyrillic(value) : cyrillicCatalogue(value),
    ]),
  );
}
