import { describe, expect, it } from 'vitest';
import type { TournamentFees } from '@/features/registrations/api/types';
import { formatAmount } from '@/lib/format';
import { clubFeesPrintTable, type ClubFeesPrintLabels } from './club-fees';

const labels: ClubFeesPrintLabels = {
  title: 'Fees of all clubs',
  club: 'Club',
  gross: 'Gross',
  discounts: 'Discounts',
  netTotal: 'Net',
  deduction: 'Deduction',
  total: 'To pay',
  feesTotal: 'Total',
  empty: 'Nothing to pay.',
};

const club = (id: number, name: string, net: number, deduction: number, total: number) => ({
  club: { id, name },
  gross: net + 500,
  discounts: 500,
  net,
  deduction,
  total,
  competitors: 1,
  teams: 0,
  lines: [],
});

describe('clubFeesPrintTable', () => {
  it('prints one row per club and the totals under them', () => {
    const fees: TournamentFees = {
      clubs: [club(1, 'KK Sloga', 9000, 10, 8100), club(2, 'KK Partizan', 3000, 0, 3000)],
      gross: 13000,
      discounts: 1000,
      net: 12000,
      total: 11100,
    };
    const table = clubFeesPrintTable(fees, 'Kup Srbije', labels, 'en');
    expect(table.subtitle).toBe('Kup Srbije');
    expect(table.columns).toEqual(['Club', 'Gross', 'Discounts', 'Net', 'Deduction', 'To pay']);
    expect(table.rows).toEqual([
      ['KK Sloga', formatAmount(9500), formatAmount(500), formatAmount(9000), '10 %', formatAmount(8100)],
      ['KK Partizan', formatAmount(3500), formatAmount(500), formatAmount(3000), '0 %', formatAmount(3000)],
      ['Total', formatAmount(13000), formatAmount(1000), formatAmount(12000), '', formatAmount(11100)],
    ]);
  });

  it('prints the empty text, not a lone totals row, when no club owes anything', () => {
    const fees: TournamentFees = { clubs: [], gross: 0, discounts: 0, net: 0, total: 0 };
    const table = clubFeesPrintTable(fees, 'Kup', labels, 'sr');
    expect(table.rows).toEqual([]);
    expect(table.emptyText).toBe('Nothing to pay.');
  });
});
