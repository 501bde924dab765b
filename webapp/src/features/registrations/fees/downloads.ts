import { downloadFile } from '@/lib/download';

/** GET /api/tournament/{id}/fees/{clubId}/invoice.pdf: the club's fee statement (A4), with or without the discount. */
export const downloadInvoice = (tournamentId: number, clubId: number, withDiscount: boolean): Promise<void> =>
  downloadFile(`tournament/${tournamentId}/fees/${clubId}/invoice.pdf`, `invoice-${tournamentId}-${clubId}.pdf`, {
    withDiscount: String(withDiscount),
  });

/** GET /api/tournament/{id}/fees.pdf (admins): every club's fee totals (A4). */
export const downloadTournamentFees = (tournamentId: number): Promise<void> =>
  downloadFile(`tournament/${tournamentId}/fees.pdf`, `fees-${tournamentId}.pdf`);
