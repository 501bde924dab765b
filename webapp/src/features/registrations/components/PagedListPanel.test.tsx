import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/test/render';
import type { Column } from '@/components/DataTable';
import type { ListPage, ListRequest } from '@/features/registrations/api/list-params';
import { createQueryClient } from '@/lib/query-client';
import { PagedListPanel } from './PagedListPanel';

interface Row {
  id: number;
}

const columns: Column<Row>[] = [{ key: 'id', header: 'Id', render: (row) => `Row ${row.id}` }];

/** A server whose list can shrink between requests. */
function server(initial: number) {
  let total = initial;
  const fetchPage = vi.fn(async (_tournamentId: number, { skip, limit }: ListRequest): Promise<ListPage<Row>> => ({
    items: Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, index) => ({ id: skip + index + 1 })),
    total,
  }));
  return { fetchPage, shrinkTo: (rows: number) => (total = rows) };
}

const panel = (fetchPage: ReturnType<typeof server>['fetchPage'], queryClient = createQueryClient()) => (
  <Providers queryClient={queryClient}>
    <PagedListPanel
      tournamentId={1}
      list="competitors"
      count={undefined}
      fetchPage={fetchPage}
      sort="ALPHA"
      title="Everyone"
      testId="everyone"
      columns={columns}
      emptyText="Nobody"
      searchLabel="Search"
    />
  </Providers>
);

const pager = () => screen.getByRole('navigation', { name: 'Pages: Everyone' });

describe('PagedListPanel', { timeout: 20_000 }, () => {
  it('shows the page chosen in the shared pager, with a page size', async () => {
    const { fetchPage } = server(60);
    render(panel(fetchPage));
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(within(pager()).getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Row 51')).toBeInTheDocument();
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
  });

  it('shows the last page when rows are removed from under the current one', async () => {
    const { fetchPage, shrinkTo } = server(60);
    const queryClient = createQueryClient();
    render(panel(fetchPage, queryClient));
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Row 51')).toBeInTheDocument();

    shrinkTo(40);
    await queryClient.invalidateQueries();
    expect(await screen.findByText('26–40 of 40')).toBeInTheDocument();
    expect(screen.getByText('Row 26')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).queryByRole('button', { name: 'Page 3' })).toBeNull();

    // Page 2 is now the current page: one request per refetch, and no jump back to page 3.
    fetchPage.mockClear();
    await queryClient.invalidateQueries();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith(1, expect.objectContaining({ skip: 25 }));
    shrinkTo(60);
    await queryClient.invalidateQueries();
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pager when the list fits the smallest page', async () => {
    const { fetchPage } = server(20);
    render(panel(fetchPage));
    expect(await screen.findByText('Row 20')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
