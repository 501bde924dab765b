import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubMoney, Tournament } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { ClubMoneyPanel } from './ClubMoneyPanel';

const owing: ClubMoney = {
  clubId: 3,
  clubName: 'KK Đurđevak Čačak',
  invoices: [
    {
      id: 1,
      number: '2027-000123',
      kind: 'invoice',
      tournamentId: 7,
      tournamentName: 'Prvenstvo Srbije',
      clubId: 3,
      clubName: 'KK Đurđevak Čačak',
      issuedOn: '2027-02-01',
      dueOn: '2027-02-16',
      lines: [],
      gross: 750000,
      discounts: 50000,
      net: 700000,
      deductionPercent: 10,
      total: 630000,
      currency: 'RSD',
      reference: '542027000123',
      corrects: '',
      pdf: '/files/invoices/a.pdf?expires=1&signature=x',
    },
  ],
  payments: [],
  balance: { invoiced: 630000, paid: 100050, balance: 529950, state: 'partly_paid' },
  pay: { amount: 529950, text: 'K:PR|V:01', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
  uninvoiced: 0,
};

let answer: ClubMoney = owing;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const shown = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <ClubMoneyPanel tournament={{ id: 7 } as Tournament} clubId={3} />
    </Providers>,
  );

describe('ClubMoneyPanel', { timeout: 20_000 }, () => {
  it('shows what is still owed with its para, the state, the invoice with its PDF and the code that pays it', async () => {
    answer = owing;
    shown();
    expect(await screen.findByTestId('balance')).toHaveTextContent('5.299,50 RSD');
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Partly paid');
    const code = within(screen.getByTestId('pay-code')).getByRole('img');
    expect(code).toHaveAccessibleName('QR code that pays 5.299,50 RSD');
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Invoice 2027-000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', owing.invoices[0]?.pdf);
    expect(screen.queryByTestId('uninvoiced')).toBeNull();
  });

  it('says so when the entries changed since the invoice', async () => {
    answer = { ...owing, uninvoiced: 135000 };
    shown();
    expect(await screen.findByTestId('uninvoiced')).toHaveTextContent('1.350,00 RSD more to invoice');
  });

  it('shows no code once everything is paid', async () => {
    answer = { ...owing, balance: { invoiced: 630000, paid: 630000, balance: 0, state: 'paid' }, pay: null };
    shown();
    expect(await screen.findByTestId('payment-state')).toHaveTextContent('Paid');
    expect(screen.queryByTestId('pay-code')).toBeNull();
  });
});
