import { Group, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/DownloadButton';
import { Pager } from '@/components/Pager';
import { QueryState } from '@/components/QueryState';
import { ACCESS_PAGE_SIZE, NO_FILTERS, type AccessFilters } from '@/features/privacy/access-filters';
import { downloadAccessLog } from '@/features/privacy/api/download-access-log';
import { accessLogQuery } from '@/features/privacy/api/list-access-log';
import { AccessLogFilters } from '@/features/privacy/components/AccessLogFilters';
import { AccessLogTable } from '@/features/privacy/components/AccessLogTable';
import { ApiError, fieldErrorsOf } from '@/lib/api-errors';

/** `/access-log` (admins): who read or exported whose data, filtered, a page at a time; the CSV of the same rows. */
export default function AccessLogRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AccessFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useQuery(accessLogQuery(filters, page));
  const errors = query.error instanceof ApiError ? fieldErrorsOf(query.error.payload) : {};
  const changeFilters = (next: AccessFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <AccessLogFilters filters={filters} onChange={changeFilters} errors={errors} />
          <DownloadButton label={t('privacy.csv')} download={() => downloadAccessLog(filters)} />
        </Group>
        {Object.keys(errors).length === 0 && (
          <QueryState query={query}>
            {(found) => (
              <>
                <AccessLogTable rows={found.items} />
                {found.total > ACCESS_PAGE_SIZE && (
                  <Pager
                    total={found.total}
                    pageSize={ACCESS_PAGE_SIZE}
                    page={page}
                    onChange={setPage}
                    label={t('privacy.title')}
                  />
                )}
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </Paper>
  );
}
