import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/api/types';
import { Providers } from '@/test/render';
import type { TournamentFees } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { ClubsListPanel } from './ClubsListPanel';

const report: TournamentFees = {
  clubs: [
    {
      club: { id: 4, name: 'KK Alfa' },
      competitors: 2,
      teams: 1,
      gross: 0,
      discounts: 0,
      net: 0,
      deduction: 0,
      total: 6750,
    },
  ],
  gross: 0,
  discounts: 0,
  net: 6750,
  total: 6750,
};

const fees = vi.hoisted(() => ({ getTournamentFees: vi.fn<(id: number) => Promise<TournamentFees>>() }));
vi.mock('@/features/registrations/fees/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/registrations/fees/api')>();
  return {
    ...actual,
    tournamentFeesQuery: (id: number) => ({
      ...actual.tournamentFeesQuery(id),
      queryFn: () => fees.getTournamentFees(id),
    }),
  };
});
const printing = vi.hoisted(() => ({ printTable: vi.fn(() => true) }));
vi.mock('@/components/print-table', () => printing);

describe('ClubsListPanel', { timeout: 20_000 }, () => {
  it('prints the clubs with the shared print button once they are loaded', async () => {
    let answer: (report: TournamentFees) => void = () => undefined;
    fees.getTournamentFees.mockReturnValue(new Promise<TournamentFees>((resolve) => (answer = resolve)));
    render(
      <MemoryRouter>
        <Providers queryClient={createQueryClient()}>
          <ClubsListPanel tournament={{ id: 1, name: 'Cup' } as Tournament} withFees />
        </Providers>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();

    answer(report);
    expect(await screen.findByRole('link', { name: 'KK Alfa' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(printing.printTable).toHaveBeenCalledWith(
      expect.objectContaining({ subtitle: 'Cup', rows: [[1, 'KK Alfa', 2, 1, '6.750 RSD']] }),
    );
  });
});
