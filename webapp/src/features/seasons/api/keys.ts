/** Query keys of seasons; `all` covers the list and every ranking (a season's change moves them). */
export const seasonKeys = {
  all: ['seasons'] as const,
  list: () => ['seasons', 'list'] as const,
  ranking: (id: number) => ['seasons', id, 'ranking'] as const,
};
