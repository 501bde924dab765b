import type { PublicCompetitor, PublicTeam } from '@/api/types';

/** A line of the public entry list: who, for which club, in which category and discipline. */
export interface EntryLine {
  key: string;
  who: string;
  club: string;
  category: string;
  discipline: string;
}

type Names = { categories: Map<number, string>; disciplines: Map<number, string> };

/** The competitors' and teams' entries as lines, with their category and discipline names. */
export function entryLines(competitors: PublicCompetitor[], teams: PublicTeam[], names: Names): EntryLine[] {
  const named = (entry: { categoryId: number; disciplineId: number }) => ({
    category: names.categories.get(entry.categoryId) ?? '',
    discipline: names.disciplines.get(entry.disciplineId) ?? '',
  });
  return [
    ...competitors.map((c, n) => ({ key: `c${n}`, who: `${c.firstName} ${c.lastName}`, club: c.club, ...named(c) })),
    ...teams.map((team, n) => ({ key: `t${n}`, who: team.members.join(', '), club: team.club, ...named(team) })),
  ];
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .toLowerCase();

/** The lines in which every word of `query` occurs (ignoring case and diacritics: "cacak" finds "Čačak"). */
export function searchEntries(lines: EntryLine[], query: string): EntryLine[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return lines;
  return lines.filter((line) => {
    const text = folded(`${line.who} ${line.club} ${line.category} ${line.discipline}`);
    return words.every((word) => text.includes(word));
  });
}
