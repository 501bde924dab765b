import { describe, expect, it } from 'vitest';
import type { ClubFee } from '@/features/registrations/api/types';
import { formatAmount } from '@/lib/format';
import { feeCounts, feePrintTable, type FeePrintLabels } from './fee';

const labels: FeePrintLabels = {
  title: 'Fee',
  label: 'Registration',
  kind: (kind) => kind,
  chargeable: 'Chargeable',
  price: 'Price',
  discount: 'Discount',
  net: 'Amount',
  gross: 'Gross',
  discounts: 'Discounts',
  netTotal: 'Net',
  deduction: 'Deduction',
  total: 'Total',
  empty: 'Nothing',
};

const fee: ClubFee = {
  club: { id: 1, name: 'KK Test' },
  gross: 9500,
  discounts: 500,
  net: 9000,
  deduction: 10,
  total: 8100,
  competitors: 1,
  teams: 1,
  lines: [
    { kind: 'competitor', registrationId: 1, label: 'Ana', chargeable: 2, price: 3500, discount: 500, net: 3000 },
    { kind: 'team', registrationId: 2, label: 'Ana, Bojan', chargeable: 2, price: 6000, discount: 0, net: 6000 },
  ],
};

describe('fee formatting', () => {
  it('shows amounts as 1.500 RSD', () => {
    expect(formatAmount(1500)).toBe('1.500 RSD');
    expect(formatAmount(0)).toBe('0 RSD');
    expect(formatAmount(1234567)).toBe('1.234.567 RSD');
  });

  it('counts competitors, disciplines and team disciplines', () => {
    const competitor = { categories: [{ disciplines: [1, 2] }, { disciplines: [3] }] };
    expect(feeCounts([competitor, competitor], [{ categories: [{ disciplines: [4] }] }])).toEqual({
      competitors: 2,
      disciplines: 6,
      teamDisciplines: 1,
    });
  });

  it('prints the breakdown with discounts and the totals', () => {
    const table = feePrintTable(fee, true, labels, 'en');
    expect(table.columns).toEqual(['Registration', 'Chargeable', 'Price', 'Discount', 'Amount']);
    expect(table.rows[0]).toEqual(['competitor: Ana', 2, '3.500 RSD', '500 RSD', '3.000 RSD']);
    expect(table.rows.at(-1)).toEqual(['Total', '', '', '', '8.100 RSD']);
    expect(table.subtitle).toBe('KK Test');
  });

  it('prints gross only without discount', () => {
    const table = feePrintTable(fee, false, labels, 'en');
    expect(table.columns).toEqual(['Registration', 'Chargeable', 'Price']);
    expect(table.rows).toEqual([
      ['competitor: Ana', 2, '3.500 RSD'],
      ['team: Ana, Bojan', 2, '6.000 RSD'],
      ['Gross', '', '9.500 RSD'],
    ]);
  });
});
