/** Build-time settings of the webapp. */
export const env = {
  apiPrefix: '/api',
  filesPrefix: '/files',
  defaultTitle: 'FedReg',
} as const;
