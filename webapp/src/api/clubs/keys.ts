/** Query keys of clubs. */
export const clubKeys = {
  all: ['clubs'] as const,
  list: ['clubs', 'list'] as const,
  detail: (id: number) => ['clubs', 'detail', id] as const,
  /** What the signed-in user may do on the club's page (its state and the settings decide). */
  capabilities: (id: number) => ['clubs', 'capabilities', id] as const,
  /** What the signed-in user may do on the clubs list's rows. */
  rowCapabilities: (ids: readonly number[]) => ['clubs', 'capabilities', 'rows', ...ids] as const,
};
