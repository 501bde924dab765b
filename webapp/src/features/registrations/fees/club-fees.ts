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

/** One row per club (gross, discounts, net, deduction, to pay) and the tournament's totals. */
export function clubFeesPrintTable(
  fees: TournamentFees,
  tournamentName: string,
  labels: ClubFeesPrintLabels,
  lang: string,
): PrintTable {
  const rows = fees.clubs.map((fee) => [
    fee.club.name,
    formatAmount(fee.gross),
    formatAmount(fee.discounts),
    formatAmount(fee.net),
    `${fee.deduction} %`,
    formatAmount(fee.total),
  ]);
  const totals = [
    labels.feesTotal,
    formatAmount(fees.gross),
    formatAmount(fees.discounts),
    formatAmount(fees.net),
    '',
    formatAmount(fees.total),
  ];
  return {
    title: labels.title,
    subtitle: tournamentName,
    columns: [labels.club, labels.gross, labels.discounts, labels.netTotal, labels.deduction, labels.total],
    rows: rows.length === 0 ? [] : [...rows, totals],
    emptyText: labels.empty,
    lang,
  };
}
