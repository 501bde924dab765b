import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportRow } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { ImportReportTable } from './ImportReportTable';

const DESKTOP = window.innerWidth;

const row = (number: number, status: ImportRow['status'], errors: Record<string, string> = {}): ImportRow => ({
  row: number,
  status,
  values: { firstName: `Đurđa${number}`, lastName: 'Šarić' },
  errors,
  match: null,
  consentChange: false,
});

// The file's order: two new people, a person in error, another new one, another in error, a
// member already here whose parental consent the file records.
const rows = [
  row(2, 'new'),
  row(3, 'error', { born: 'Enter the date as dd.mm.yyyy. or yyyy-mm-dd.' }),
  row(4, 'new'),
  row(5, 'error', { consentBy: 'This field is required.' }),
  { ...row(6, 'same'), consentChange: true },
];

const table = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <ImportReportTable rows={rows} />
    </Providers>,
  );

afterEach(() => {
  window.innerWidth = DESKTOP;
});

describe('ImportReportTable', () => {
  it('lists the rows in error first, then the others, each in file order', () => {
    table();
    const body = within(screen.getByRole('table', { name: 'File check' }))
      .getAllByRole('row')
      .slice(1);
    expect(body.map((line) => within(line).getAllByRole('cell')[0]?.textContent)).toEqual(['3', '5', '2', '4', '6']);
    expect(body[0]).toHaveTextContent('Date of birth: Enter the date as dd.mm.yyyy. or yyyy-mm-dd.');
    expect(body[1]).toHaveTextContent('Parental consent: given by: This field is required.');
    expect(body[4]).toHaveTextContent('The parental consent in the file will be recorded.');
  });

  it('shows each row with its reasons on a phone, errors first', () => {
    window.innerWidth = 360;
    table();
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'File check' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['error', 'error', 'new', 'new', 'same']);
    expect(items[0]).toHaveTextContent('Row 3 · Đurđa3 Šarić');
    expect(within(items[0]!).getByText('Date of birth: Enter the date as dd.mm.yyyy. or yyyy-mm-dd.')).toBeVisible();
    expect(within(items[1]!).getByText('Parental consent: given by: This field is required.')).toBeVisible();
  });
});
