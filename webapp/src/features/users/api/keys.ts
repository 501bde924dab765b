/** Query keys of the users list. */
export const userKeys = {
  list: ['users', 'list'] as const,
};
