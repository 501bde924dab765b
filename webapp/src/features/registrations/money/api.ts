/** The money calls of a tournament: invoices, payments, statements and balances (docs/payments.md). */
import { queryOptions } from '@tanstack/react-query';
import type { ClubMoney, Issued, Payment, StatementImport } from '@/api/types';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { moneyKeys } from './keys';

/** Every invoiced club of the tournament with its balance (admins). */
export const tournamentMoneyQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: moneyKeys.tournament(tournamentId),
    queryFn: () => api.get(`tournament/${tournamentId}/money`).json<ClubMoney[]>(),
  });

/** One club's invoices, payments, balance and the code that pays what it owes. */
export const clubMoneyQuery = (tournamentId: number, clubId: number) =>
  queryOptions({
    queryKey: moneyKeys.club(tournamentId, clubId),
    queryFn: () => api.get(`tournament/${tournamentId}/club/${clubId}/money`).json<ClubMoney>(),
  });

/** Issue one club's next document, or every club's (no club). */
export const issueInvoices = (tournamentId: number, clubId?: number): Promise<Issued> =>
  api.post(`tournament/${tournamentId}/invoices`, { json: clubId === undefined ? {} : { clubId } }).json<Issued>();

export const waitingPaymentsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.waiting,
    queryFn: () => api.get('payments/waiting').json<Payment[]>(),
  });

/** A bank statement (camt.053 XML, or a CSV with its columns named), matched; stored unless a dry run. */
export function importStatement(
  file: File,
  dryRun: boolean,
  columns?: Record<string, string>,
): Promise<StatementImport> {
  const body = new FormData();
  body.append('file', file);
  for (const [name, value] of Object.entries(columns ?? {})) body.append(name, value);
  return api.post('payments/statement', { body, searchParams: { dryRun } }).json<StatementImport>();
}

export const assignPayment = (paymentId: number, invoiceId: number): Promise<Payment> =>
  api.post(`payments/${paymentId}/assign`, { json: { invoiceId } }).json<Payment>();

export const setPaymentAside = (paymentId: number, note: string): Promise<Payment> =>
  api.post(`payments/${paymentId}/set-aside`, { json: { note } }).json<Payment>();

/** GET /api/tournament/{id}/money.xlsx (admins): the clubs' balances and every invoice. */
export const downloadTournamentMoney = (tournamentId: number): Promise<void> =>
  downloadFile(`tournament/${tournamentId}/money.xlsx`, `money-${tournamentId}.xlsx`);

/** POST /api/payments/reminders (admins): mail every overdue club, once a day. */
export const remindOverdueClubs = (): Promise<{ queued: number }> =>
  api.post('payments/reminders').json<{ queued: number }>();

export type BankColumns = Record<'bookedOn' | 'amount' | 'payer' | 'reference' | 'text', string> & {
  decimalComma: boolean;
};

/** The banks' saved CSV columns, by the bank's name (admins). */
export const bankMappingsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.banks,
    queryFn: () => api.get('payments/bank-mappings').json<Record<string, BankColumns>>(),
  });
