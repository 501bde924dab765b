/** Query keys of clubs. */
export const clubKeys = {
  all: ['clubs'] as const,
  list: ['clubs', 'list'] as const,
  detail: (id: number) => ['clubs', 'detail', id] as const,
};
