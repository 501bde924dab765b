import type { PublicCompetitor, PublicTeam } from '@/api/types';
import { hasEveryWord, searchFold, searchWords } from '@/lib/serbian';

/** A line of the public entry list: who, for which club, in which category and discipline. */
export interface EntryLine {
  key: string;
  who: string;
  club: string;
  category: string;
  discipline: string;
  /** Who, club, category and discipline as a search compares them (`searchFold`). */
  folded: string;
}

type Names = { categories: Map<number, string>; disciplines: Map<number, string> };

/** The competitors' and teams' entries as lines, with their category and discipline names. */
export function entryLines(competitors: PublicCompetitor[], teams: PublicTeam[], names: Names): EntryLine[] {
  const line = (key: string, who: string, club: string, entry: { categoryId: number; disciplineId: number }) => {
    const category = names.categories.get(entry.categoryId) ?? '';
    const discipline = names.disciplines.get(entry.disciplineId) ?? '';
    return { key, who, club, category, discipline, folded: searchFold(`${who} ${club} ${category} ${discipline}`) };
  };
  return [
    ...competitors.map((c, n) => line(`c${n}`, `${c.firstName} ${c.lastName}`, c.club, c)),
    ...teams.map((team, n) => line(`t${n}`, team.members.join(', '), team.club, team)),
  ];
}

/** The lines in which every word of `query` occurs, without case, accents or script (`searchFold`:
 * "cacak" finds "Čačak", "dordevic" and "Ђорђевић" find "Đorđević"). */
export function searchEntries(lines: EntryLine[], query: string): EntryLine[] {
  const words = searchWords(query);
  if (words.length === 0) return lines;
  return lines.filter((line) => hasEveryWord(line.folded, words));
}
