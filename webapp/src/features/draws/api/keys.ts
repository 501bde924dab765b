/** Query keys of a tournament's draws; `tournament` covers the list, every group and whether they are published. */
export const drawKeys = {
  tournament: (id: number) => ['draws', id] as const,
  list: (id: number) => ['draws', id, 'list'] as const,
  group: (id: number, groupKey: string) => ['draws', id, 'group', groupKey] as const,
  published: (id: number) => ['draws', id, 'published'] as const,
};
