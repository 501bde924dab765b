/** Query keys of a tournament's draws; `tournament` covers the list, every group (with its
 * results), whether they are published and the medal table. */
export const drawKeys = {
  tournament: (id: number) => ['draws', id] as const,
  list: (id: number) => ['draws', id, 'list'] as const,
  group: (id: number, groupKey: string) => ['draws', id, 'group', groupKey] as const,
  published: (id: number) => ['draws', id, 'published'] as const,
  medals: (id: number) => ['draws', id, 'medals'] as const,
};
