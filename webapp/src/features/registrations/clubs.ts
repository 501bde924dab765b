/** The clubs list of a tournament (admins), from the every-club fee report, as pure functions. */
import type { PrintTable } from '@/components/print-table';
import type { TournamentFees } from '@/features/registrations/api/types';
import { formatAmount } from '@/lib/format';

export interface RegisteredClub {
  id: number;
  name: string;
  competitors: number;
  teams: number;
  /** The club's fee to pay. */
  total: number;
}

/** Every club with a competitor or team registration, in the report's order (by club name). */
export const clubsFromFees = (report: TournamentFees): RegisteredClub[] =>
  report.clubs.map(({ club, competitors, teams, total }) => ({
    id: club.id,
    name: club.name,
    competitors,
    teams,
    total,
  }));

export interface ClubsPrintLabels {
  title: string;
  subtitle: string;
  number: string;
  club: string;
  competitors: string;
  teams: string;
  fee: string;
  empty: string;
}

/** The printable clubs list; the fee column only when the fee feature is on. */
export function clubsPrintTable(
  clubs: readonly RegisteredClub[],
  withFee: boolean,
  labels: ClubsPrintLabels,
  lang: string,
): PrintTable {
  const columns = [labels.number, labels.club, labels.competitors, labels.teams];
  return {
    title: labels.title,
    subtitle: labels.subtitle,
    columns: withFee ? [...columns, labels.fee] : columns,
    rows: clubs.map((club, index) => {
      const row = [index + 1, club.name, club.competitors, club.teams];
      return withFee ? [...row, formatAmount(club.total)] : row;
    }),
    emptyText: labels.empty,
    lang,
  };
}
