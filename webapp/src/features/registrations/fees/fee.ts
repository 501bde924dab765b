/** The registration fee's counts and printable breakdown (docs/product.md, Fees) as pure functions. */
import type { ClubFee } from '@/features/registrations/api/types';
import { formatAmount } from '@/lib/format';
import type { PrintTable } from '@/components/print-table';

interface WithCategories {
  categories: readonly { disciplines: readonly unknown[] }[];
}

const entries = (registrations: readonly WithCategories[]) =>
  registrations.reduce(
    (sum, registration) =>
      sum + registration.categories.reduce((count, category) => count + category.disciplines.length, 0),
    0,
  );

export interface FeeCounts {
  competitors: number;
  disciplines: number;
  teamDisciplines: number;
}

/** Registered competitors, their (category, discipline) entries and the teams' entries. */
export const feeCounts = (competitors: readonly WithCategories[], teams: readonly WithCategories[]): FeeCounts => ({
  competitors: competitors.length,
  disciplines: entries(competitors),
  teamDisciplines: entries(teams),
});

export interface FeePrintLabels {
  title: string;
  label: string;
  kind: (kind: string) => string;
  chargeable: string;
  price: string;
  discount: string;
  net: string;
  gross: string;
  discounts: string;
  netTotal: string;
  deduction: string;
  total: string;
  empty: string;
}

/**
 * The printable breakdown: one row per registration, then the totals. Without discount only the
 * prices and the gross total are shown (docs/product.md, Fees).
 */
export function feePrintTable(fee: ClubFee, withDiscount: boolean, labels: FeePrintLabels, lang: string): PrintTable {
  const columns = withDiscount
    ? [labels.label, labels.chargeable, labels.price, labels.discount, labels.net]
    : [labels.label, labels.chargeable, labels.price];
  const rows = fee.lines.map((line) => {
    const base = [`${labels.kind(line.kind)}: ${line.label}`, line.chargeable, formatAmount(line.price)];
    return withDiscount ? [...base, formatAmount(line.discount), formatAmount(line.net)] : base;
  });
  const pad = (text: string, amount: string) => [text, ...Array<string>(columns.length - 2).fill(''), amount];
  const totals = withDiscount
    ? [
        pad(labels.gross, formatAmount(fee.gross)),
        pad(labels.discounts, formatAmount(fee.discounts)),
        pad(labels.netTotal, formatAmount(fee.net)),
        pad(labels.deduction, `${fee.deduction} %`),
        pad(labels.total, formatAmount(fee.total)),
      ]
    : [pad(labels.gross, formatAmount(fee.gross))];
  return {
    title: labels.title,
    subtitle: fee.club.name,
    columns,
    rows: fee.lines.length === 0 ? [] : [...rows, ...totals],
    emptyText: labels.empty,
    lang,
  };
}
