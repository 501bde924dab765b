import { accessSearchParams, type AccessFilters } from '@/features/privacy/access-filters';
import { downloadFile } from '@/lib/download';

/** GET /api/access-log/export.csv: every row the filters keep, headed in the user's language. */
export const downloadAccessLog = (filters: AccessFilters): Promise<void> =>
  downloadFile('access-log/export.csv', 'access-log.csv', accessSearchParams(filters));
