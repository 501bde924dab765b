import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AccessPage } from '@/api/types';
import { ACCESS_PAGE_SIZE, accessSearchParams, type AccessFilters } from '@/features/privacy/access-filters';
import { accessLogKeys } from '@/features/privacy/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/access-log: one page (from 1) of the rows the filters keep, newest first, and their total. */
export const listAccessLog = (filters: AccessFilters, page: number): Promise<AccessPage> =>
  api
    .get('access-log', {
      searchParams: {
        ...accessSearchParams(filters),
        skip: String((page - 1) * ACCESS_PAGE_SIZE),
        limit: String(ACCESS_PAGE_SIZE),
      },
    })
    .json<AccessPage>();

export const accessLogQuery = (filters: AccessFilters, page: number) =>
  queryOptions({
    queryKey: accessLogKeys.page(filters, page),
    queryFn: () => listAccessLog(filters, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
