import { Accordion } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberPage } from '@/api/types';
import { memberKind } from '@/features/people/kinds/members';
import { beltLabel } from '@/features/people/kinds/text';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { PeoplePanel } from './PeoplePanel';

const page: MemberPage = {
  items: [{ id: 5, clubId: 1, firstName: 'Ana', lastName: 'Anić', born: '2001-04-09', belt: 'BELI', isMale: false }],
  total: 1,
};
const DESKTOP = window.innerWidth;

const panel = (edit: boolean) => (
  <Providers queryClient={createQueryClient()}>
    <Accordion multiple defaultValue={[memberKind.id]}>
      <PeoplePanel
        kind={memberKind}
        club={{ id: 1, name: 'Sloga' }}
        ctx={{
          variant: 'default',
          withCertificates: false,
          isAdmin: false,
          maySetNoPay: true,
          maySetAlwaysPays: false,
          t: i18n.t,
        }}
        actions={{ add: edit, edit, remove: edit }}
      />
    </Accordion>
  </Providers>
);

const showWidth = (width: number) => {
  window.innerWidth = width;
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  showWidth(DESKTOP);
});

describe('PeoplePanel', { timeout: 20_000 }, () => {
  it('shows each member on a phone as one compact row: name, birth date and belt, the same actions', async () => {
    showWidth(360);
    render(panel(true));

    const list = await screen.findByRole('list', { name: 'Members' });
    const row = within(list).getByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(row).getByText('Ana Anić')).toBeInTheDocument();
    expect(within(row).getByText(`${formatDate('2001-04-09')} · ${beltLabel(i18n.t, 'BELI')}`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('leaves the actions out of a phone row for who may only read', async () => {
    showWidth(360);
    render(panel(false));

    const row = within(await screen.findByRole('list', { name: 'Members' })).getByRole('listitem');
    expect(within(row).getByText('Ana Anić')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('keeps the table on a desktop', async () => {
    render(panel(true));

    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByRole('row', { name: /Ana/ })).toHaveTextContent('Anić');
    expect(screen.queryByRole('list', { name: 'Members' })).toBeNull();
  });
});
