/** The discipline overview's labels and printable tables as pure functions. */
import type { PrintCell, PrintTable } from '@/components/print-table';
import type { EntryGroup, GroupOf, OverviewEntry } from './discipline-overview';

/** Column headings and words of the overview's tables and prints. */
export interface OverviewTexts<Kind extends string> {
  category: string;
  discipline: string;
  kind: string;
  kindLabel: (kind: Kind) => string;
  number: string;
  name: string;
  club: string;
  empty: string;
}

/** `Seniors – Kata – Men` */
export const groupLabel = <Kind extends string>(group: GroupOf<Kind>, kindLabel: (kind: Kind) => string): string =>
  `${group.category} – ${group.discipline} – ${kindLabel(group.kind)}`;

const entryCells = (entry: OverviewEntry, withNumbers: boolean): PrintCell[] =>
  withNumbers ? [entry.number, entry.name, entry.club] : [entry.name, entry.club];

const entryColumns = <Kind extends string>(texts: OverviewTexts<Kind>, withNumbers: boolean): string[] =>
  withNumbers ? [texts.number, texts.name, texts.club] : [texts.name, texts.club];

/** Every entry of every group, one row each, under the group's category, discipline and kind. */
export function overviewPrintTable<Kind extends string>(
  heading: { title: string; subtitle: string },
  groups: readonly EntryGroup<Kind>[],
  texts: OverviewTexts<Kind>,
  withNumbers: boolean,
  lang: string,
): PrintTable {
  return {
    ...heading,
    columns: [texts.category, texts.discipline, texts.kind, ...entryColumns(texts, withNumbers)],
    rows: groups.flatMap((group) =>
      group.entries.map((entry) => [
        group.category,
        group.discipline,
        texts.kindLabel(group.kind),
        ...entryCells(entry, withNumbers),
      ]),
    ),
    emptyText: texts.empty,
    lang,
  };
}

/** One group's entries, titled by the group. */
export function groupPrintTable<Kind extends string>(
  subtitle: string,
  group: EntryGroup<Kind>,
  texts: OverviewTexts<Kind>,
  withNumbers: boolean,
  lang: string,
): PrintTable {
  return {
    title: groupLabel(group, texts.kindLabel),
    subtitle,
    columns: entryColumns(texts, withNumbers),
    rows: group.entries.map((entry) => entryCells(entry, withNumbers)),
    emptyText: texts.empty,
    lang,
  };
}
