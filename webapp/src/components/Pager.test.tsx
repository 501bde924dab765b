import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { Pager } from './Pager';

const pager = (page: number, onChange = vi.fn()) => (
  <Providers queryClient={createQueryClient()}>
    <Pager total={60} pageSize={25} page={page} onChange={onChange} label="People">
      <button type="button">Size</button>
    </Pager>
  </Providers>
);

describe('Pager', { timeout: 20_000 }, () => {
  it('shows the range, the extra controls and the page buttons', async () => {
    const onChange = vi.fn();
    render(pager(2, onChange));
    expect(screen.getByRole('navigation', { name: 'Pages: People' })).toBeInTheDocument();
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows a page past the end as the last page', () => {
    render(pager(7));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
