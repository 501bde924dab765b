/** Query keys of the users list. */
export const userKeys = {
  list: ['users', 'list'] as const,
  /** On which of the list's rows the signed-in user may act. */
  capabilities: (ids: readonly number[]) => ['users', 'capabilities', ...ids] as const,
};
