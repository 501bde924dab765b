import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/api/types';
import type { ClubFee, TournamentFees } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { ClubFeesPanel } from './ClubFeesPanel';
import { FeeDrawer } from './FeeDrawer';

const DESKTOP = window.innerWidth;
afterEach(() => {
  window.innerWidth = DESKTOP;
  vi.unstubAllGlobals();
});

const fee: ClubFee = {
  club: { id: 1, name: 'KK Sloga' },
  gross: 9500,
  discounts: 500,
  net: 9000,
  deduction: 10,
  total: 8100,
  competitors: 1,
  teams: 1,
  lines: [
    { kind: 'competitor', registrationId: 1, label: 'Ana Anić', chargeable: 2, price: 3500, discount: 500, net: 3000 },
    { kind: 'team', registrationId: 2, label: 'Ana, Bojan', chargeable: 2, price: 6000, discount: 0, net: 6000 },
  ],
};
const fees: TournamentFees = { clubs: [fee], gross: 9500, discounts: 500, net: 9000, total: 8100 };

const inProviders = (element: ReactElement) =>
  render(<Providers queryClient={createQueryClient()}>{element}</Providers>);
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the fee tables on a phone', { timeout: 20_000 }, () => {
  it("shows each line of a club's fee with its amount, and how the amount comes about", async () => {
    window.innerWidth = 360;
    inProviders(<FeeDrawer fee={fee} tournament={{ id: 3, name: 'Kup' }} opened onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Fee breakdown' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(items(list)).toEqual([
      'Competitor: Ana AnićChargeable: 2 · Price: 3.500 RSD · Discount: 500 RSD3.000 RSD',
      'Team: Ana, BojanChargeable: 2 · Price: 6.000 RSD · Discount: 0 RSD6.000 RSD',
    ]);
  });

  it("shows each club's fee with what it pays, the totals last", async () => {
    window.innerWidth = 360;
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(fees), { headers: { 'Content-Type': 'application/json' } }),
    );
    inProviders(<ClubFeesPanel tournament={{ id: 3, name: 'Kup' } as Tournament} />);
    const list = await screen.findByRole('list', { name: 'Fees of all clubs' });
    expect(items(list)).toEqual([
      'KK SlogaTotal without discount: 9.500 RSD · Discounts: 500 RSDTotal with discount: 9.000 RSD · Deduction: 10 %8.100 RSD',
      'TotalTotal without discount: 9.500 RSD · Discounts: 500 RSDTotal with discount: 9.000 RSD8.100 RSD',
    ]);
  });

  it('keeps the table on a desktop, the totals under the clubs', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(fees), { headers: { 'Content-Type': 'application/json' } }),
    );
    inProviders(<ClubFeesPanel tournament={{ id: 3, name: 'Kup' } as Tournament} />);
    const table = await screen.findByRole('table', { name: 'Fees of all clubs' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.slice(1)).toEqual([
      ['KK Sloga', '9.500 RSD', '500 RSD', '9.000 RSD', '10 %', '8.100 RSD'],
      ['Total', '9.500 RSD', '500 RSD', '9.000 RSD', '', '8.100 RSD'],
    ]);
  });
});
