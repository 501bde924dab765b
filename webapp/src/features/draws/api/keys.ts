/** Query keys of a tournament's draws; `tournament` covers the list, every group (with its
 * results), whether they are published, the medal table and the tatamis. */
export const drawKeys = {
  tournament: (id: number) => ['draws', id] as const,
  list: (id: number) => ['draws', id, 'list'] as const,
  group: (id: number, groupKey: string) => ['draws', id, 'group', groupKey] as const,
  published: (id: number) => ['draws', id, 'published'] as const,
  medals: (id: number) => ['draws', id, 'medals'] as const,
  tatamis: (id: number) => ['draws', id, 'tatamis'] as const,
  clubDay: (id: number, clubId: number) => ['draws', id, 'club-day', clubId] as const,
  /** The public results of a tournament (no sign-in): its medal table and each group. */
  publicResults: (id: number) => ['public-results', id] as const,
  publicMedals: (id: number) => ['public-results', id, 'medals'] as const,
  publicGroup: (id: number, groupKey: string) => ['public-results', id, 'group', groupKey] as const,
  /** Users a table official may be chosen from, by the text searched. */
  officialChoices: (search: string) => ['draws', 'official-choices', search] as const,
  /** The seasons a group may be seeded from. */
  seasonChoices: () => ['draws', 'season-choices'] as const,
};
