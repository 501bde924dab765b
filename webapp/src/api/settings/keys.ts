/** Query keys of the general settings. */
export const settingsKeys = {
  general: ['settings', 'general'] as const,
  payments: ['settings', 'payments'] as const,
};
