import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { DataTable, type Column } from './DataTable';
import { factLine, PhoneCard } from './PhoneCard';

interface Person {
  id: number;
  name: string;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, n) => ({ id: n + 1, name: `Person ${n + 1}` }));
const columns: Column<Person>[] = [
  { key: 'number', header: '#', render: (_, index) => index + 1 },
  { key: 'name', header: 'Name', render: (person) => person.name },
];

const DESKTOP = window.innerWidth;
afterEach(() => {
  window.innerWidth = DESKTOP;
});

const table = (rows: Person[], pageSize?: number) => (
  <Providers queryClient={createQueryClient()}>
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="Nobody"
      label="People"
      pageSize={pageSize}
    />
  </Providers>
);

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', { timeout: 20_000 }, () => {
  it('shows every row without a page size', () => {
    render(table(people(12)));
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows one page at a time, numbering rows across pages', async () => {
    const { rerender } = render(table(people(12), 5));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages: People' });

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[0]).toHaveTextContent('11Person 11');
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(bodyRows()[0]).toHaveTextContent('6Person 6');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();

    // Fewer rows (deleted people): the last page that still exists is shown.
    rerender(table(people(8), 5));
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[0]).toHaveTextContent('6Person 6');
  });

  it('has no page buttons when the rows fit on one page', () => {
    render(table(people(5), 5));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows each row as its card on a phone, the footer last, in bold', () => {
    window.innerWidth = 360;
    render(
      <Providers queryClient={createQueryClient()}>
        <DataTable
          columns={columns}
          rows={people(2)}
          rowKey={(row) => row.id}
          emptyText="Nobody"
          label="People"
          card={(person) => <PhoneCard title={person.name} details={[factLine('Sloga', null, 'Kata')]} />}
          footer={{ id: 0, name: 'Everybody' }}
        />
      </Providers>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Person 1Sloga · Kata',
      'Person 2Sloga · Kata',
      'EverybodySloga · Kata',
    ]);
    expect(items[2]).toHaveStyle({ fontWeight: '600' });
  });

  it('puts the footer under the rows of a desktop table', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <DataTable
          columns={columns}
          rows={people(2)}
          rowKey={(row) => row.id}
          emptyText="Nobody"
          label="People"
          footer={{ id: 0, name: 'Everybody' }}
        />
      </Providers>,
    );
    expect(bodyRows().map((row) => row.textContent)).toEqual(['1Person 1', '2Person 2', '3Everybody']);
  });
});
