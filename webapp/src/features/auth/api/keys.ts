/** Query keys of the signed-in user's own account. */
export const accountKeys = {
  secondFactor: ['profile', 'second-factor'] as const,
  sessions: ['profile', 'sessions'] as const,
};
