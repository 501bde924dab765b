/** Every club's fee of a tournament as a printable table (the admins' "registration fee print"). */
import type { PrintTable } from '@/components/print-table';
import type { TournamentFees } from '@/features/registrations/api/types';
import { formatAmount } from '@/lib/format';

export interface ClubFeesPrintLabels {
  title: string;
  club: string;
  gross: string;
  discounts: string;
  netTotal: string;
  deduction: string;
  total: string;
  feesTotal: string;
  empty: string;
}

/** A club's fee in the list of every club's fees, or the tournament's totals (no deduction). */
export interface FeeSum {
  key: string;
  name: string;
  gross: number;
  discounts: number;
  net: number;
  /** The club's deduction in %; null on the totals. */
  deduction: number | null;
  total: number;
}

/** One sum per club, and the tournament's totals named `totalName`. */
export function feeSums(fees: TournamentFees, totalName: string): { clubs: FeeSum[]; totals: FeeSum } {
  const { gross, discounts, net, total } = fees;
  return {
    clubs: fees.clubs.map((fee) => ({
      key: String(fee.club.id),
      name: fee.club.name,
      gross: fee.gross,
      discounts: fee.discounts,
      net: fee.net,
      deduction: fee.deduction,
      total: fee.total,
    })),
    totals: { key: 'totals', name: totalName, gross, discounts, net, deduction: null, total },
  };
}

/** A deduction as shown: `10 %`, nothing on the totals. */
export const deductionText = (sum: FeeSum): string => (sum.deduction === null ? '' : `${sum.deduction} %`);

/** One row per club (gross, discounts, net, deduction, to pay) and the tournament's totals. */
export function clubFeesPrintTable(
  fees: TournamentFees,
  tournamentName: string,
  labels: ClubFeesPrintLabels,
  lang: string,
): PrintTable {
  const { clubs, totals } = feeSums(fees, labels.feesTotal);
  const row = (sum: FeeSum) => [
    sum.name,
    formatAmount(sum.gross),
    formatAmount(sum.discounts),
    formatAmount(sum.net),
    deductionText(sum),
    formatAmount(sum.total),
  ];
  return {
    title: labels.title,
    subtitle: tournamentName,
    columns: [labels.club, labels.gross, labels.discounts, labels.netTotal, labels.deduction, labels.total],
    rows: clubs.length === 0 ? [] : [...clubs, totals].map(row),
    emptyText: labels.empty,
    lang,
  };
}
