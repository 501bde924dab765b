import { Box, Button, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import type { ListPage, ListRequest } from '@/features/registrations/api/list-params';
import { registrationPageQuery } from '@/features/registrations/api/lists';
import type { SortMode } from '@/features/registrations/api/types';
import { ListPagination } from '@/features/registrations/components/ListPagination';
import { ListToolbar } from '@/features/registrations/components/ListToolbar';
import { Panel } from '@/features/registrations/components/Panel';
import { useListFilters } from '@/features/registrations/components/use-list-filters';
import { NS } from '@/features/registrations/i18n';

interface PagedListPanelProps<Row extends { id: number }> {
  tournamentId: number;
  list: 'competitors' | 'teams';
  /** Every club's registrations of this kind, unfiltered (the tournament's count). */
  count: number | undefined;
  fetchPage: (tournamentId: number, request: ListRequest) => Promise<ListPage<Row>>;
  sort: SortMode;
  title: string;
  testId: string;
  columns: readonly Column<Row>[];
  /** Shown when the tournament has no such registration at all. */
  emptyText: string;
  searchLabel: string;
  /** Header buttons right of the title. */
  actions?: ReactNode;
}

/** Every club's competitors or teams, a page at a time from the server, searchable by name and club. */
export function PagedListPanel<Row extends { id: number }>({
  tournamentId,
  list,
  count,
  fetchPage,
  sort,
  title,
  testId,
  columns,
  emptyText,
  searchLabel,
  actions,
}: PagedListPanelProps<Row>) {
  const { t } = useTranslation(NS);
  const state = useListFilters(sort);
  const { page, pageSize } = state;
  const queryClient = useQueryClient();
  const pageQuery = (at: number) =>
    registrationPageQuery({
      tournamentId,
      list,
      fetchPage,
      request: { sort, ...state.filters },
      page: at,
      pageSize,
      // After removals the page may lie past the end: the server's total turns it into the last
      // page, whose answer is cached under its own key and becomes the current page (no effect
      // that moves the page and renders twice; no second request on the next refetch).
      onMoved: (found) => {
        queryClient.setQueryData(pageQuery(found.page).queryKey, found);
        state.setPage(found.page);
      },
    });
  const query = useQuery({ ...pageQuery(page), placeholderData: keepPreviousData });

  return (
    <Panel title={title} count={count} testId={testId} actions={actions}>
      <ListToolbar tournamentId={tournamentId} state={state} searchLabel={searchLabel} />
      <QueryState query={query}>
        {(data) =>
          data.total === 0 && state.filtered ? (
            <Stack gap="xs" align="flex-start" py="sm">
              <Text c="dimmed" size="sm">
                {t('admin.noMatch')}
              </Text>
              <Button size="xs" variant="default" onClick={state.clear}>
                {t('admin.clearFilters')}
              </Button>
            </Stack>
          ) : (
            // The previous page stays, dimmed, while the next one loads.
            <Box
              aria-busy={query.isPlaceholderData}
              style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            >
              <DataTable
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.id}
                emptyText={emptyText}
                label={title}
              />
              <ListPagination state={state} total={data.total} label={title} />
            </Box>
          )
        }
      </QueryState>
    </Panel>
  );
}
