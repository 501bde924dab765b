import type { AccessFilters } from '@/features/privacy/access-filters';

/** Query keys of the access log: one per filters and page. */
export const accessLogKeys = {
  all: ['access-log'] as const,
  page: (filters: AccessFilters, page: number) => ['access-log', filters, page] as const,
};
