import '@/styles/components/Combobox';
import '@/styles/components/Popover';
import { Autocomplete, Button, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileInvoice, IconFileSpreadsheet, IconMail, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubMoney, Payment, StatementImport, Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { DownloadButton } from '@/components/DownloadButton';
import { QueryState } from '@/components/QueryState';
import {
  assignPayment,
  bankMappingsQuery,
  downloadTournamentMoney,
  importStatement,
  issueInvoices,
  remindOverdueClubs,
  setPaymentAside,
  tournamentMoneyQuery,
  waitingPaymentsQuery,
} from '@/features/registrations/money/api';
import { moneyKeys } from '@/features/registrations/money/keys';
import { StateBadge } from '@/features/registrations/money/components/MoneyParts';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { formatDate, formatMinorAmount } from '@/lib/format';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

const COLUMN_FIELDS = ['bookedOn', 'amount', 'payer', 'reference', 'text'] as const;
type ColumnField = (typeof COLUMN_FIELDS)[number];
const COLUMN_LABELS: Record<ColumnField, string> = {
  bookedOn: 'money.columnBookedOn',
  amount: 'money.columnAmount',
  payer: 'money.columnPayer',
  reference: 'money.columnReference',
  text: 'money.columnText',
};

/** Admins: every club's invoices and balance, issuing, the bank statement and waiting payments. */
export function TournamentMoneyPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const money = useQuery(tournamentMoneyQuery(tournament.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: moneyKeys.all });
  const issue = useMutation({
    mutationFn: (clubId?: number) => issueInvoices(tournament.id, clubId),
    onSuccess: async (done) => {
      notify(t('money.issued', { count: done.issued.length, upToDate: done.upToDate }));
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const remind = useMutation({
    mutationFn: remindOverdueClubs,
    onSuccess: (done) => notify(t('money.reminded', { count: done.queued })),
    onError: (error) => notify(errorText(error), 'error'),
  });
  const columns: Column<ClubMoney>[] = [
    { key: 'club', header: t('money.club'), render: (m) => m.clubName },
    {
      key: 'invoiced',
      header: t('money.invoiced'),
      align: 'right',
      render: (m) => formatMinorAmount(m.balance.invoiced, currencyOf(m)),
    },
    {
      key: 'paid',
      header: t('money.paid'),
      align: 'right',
      render: (m) => formatMinorAmount(m.balance.paid, currencyOf(m)),
    },
    {
      key: 'balance',
      header: t('money.balance'),
      align: 'right',
      render: (m) => formatMinorAmount(m.balance.balance, currencyOf(m)),
    },
    { key: 'state', header: t('money.state'), render: (m) => <StateBadge state={m.balance.state} /> },
    {
      key: 'issue',
      header: '',
      render: (m) => (
        <Button size="compact-xs" variant="subtle" onClick={() => issue.mutate(m.clubId)} loading={issue.isPending}>
          {t('money.issueOne')}
        </Button>
      ),
    },
  ];
  return (
    <Panel
      title={t('money.clubsTitle')}
      testId="tournament-money"
      actions={
        <>
          <DownloadButton
            label={t('money.xlsx')}
            icon={<IconFileSpreadsheet size={14} />}
            download={() => downloadTournamentMoney(tournament.id)}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMail size={14} />}
            onClick={() => remind.mutate()}
            loading={remind.isPending}
          >
            {t('money.remind')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconFileInvoice size={14} />}
            onClick={() => issue.mutate(undefined)}
            loading={issue.isPending}
          >
            {t('money.issueAll')}
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        <QueryState query={money}>
          {(clubs) => (
            <DataTable
              columns={columns}
              rows={clubs}
              rowKey={(m) => m.clubId}
              emptyText={t('money.empty')}
              label={t('money.clubsTitle')}
              minWidth={640}
            />
          )}
        </QueryState>
        <StatementForm onImported={refresh} />
        <WaitingPayments clubs={money.data ?? []} onChanged={refresh} />
      </Stack>
    </Panel>
  );
}

const currencyOf = (money: ClubMoney): string => money.invoices[0]?.currency ?? 'RSD';

function StatementForm({ onImported }: { onImported: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<Record<ColumnField, string>>({
    bookedOn: '',
    amount: '',
    payer: '',
    reference: '',
    text: '',
  });
  const [bank, setBank] = useState('');
  const banks = useQuery(bankMappingsQuery());
  const [result, setResult] = useState<StatementImport | null>(null);
  const chooseBank = (name: string) => {
    setBank(name);
    const saved = banks.data?.[name];
    if (saved)
      setColumns({
        bookedOn: saved.bookedOn,
        amount: saved.amount,
        payer: saved.payer,
        reference: saved.reference,
        text: saved.text,
      });
  };
  const mutation = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => {
      const named = Object.fromEntries(Object.entries(columns).filter(([, value]) => value.trim() !== ''));
      return importStatement(file as File, dryRun, bank.trim() ? { ...named, bank: bank.trim() } : named);
    },
    onSuccess: async (done) => {
      setResult(done);
      if (done.stored) await onImported();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  return (
    <Stack gap="xs" data-testid="statement-import">
      <Text fw={600}>{t('money.statement')}</Text>
      <Text size="sm" c="dimmed">
        {t('money.statementHint')}
      </Text>
      <FileInput
        label={t('money.statement')}
        value={file}
        onChange={setFile}
        accept=".xml,.csv,.txt"
        clearable
        leftSection={<IconUpload size={14} />}
      />
      <Text size="sm">{t('money.csvColumns')}</Text>
      <Autocomplete
        size="xs"
        label={t('money.bank')}
        description={t('money.bankHint')}
        data={Object.keys(banks.data ?? {})}
        value={bank}
        onChange={chooseBank}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {COLUMN_FIELDS.map((field) => (
          <TextInput
            key={field}
            size="xs"
            label={t(COLUMN_LABELS[field])}
            value={columns[field]}
            onChange={(event) => setColumns({ ...columns, [field]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={!file}
          loading={mutation.isPending}
          onClick={() => mutation.mutate({ dryRun: true })}
        >
          {t('money.check')}
        </Button>
        <Button
          size="xs"
          disabled={!file}
          loading={mutation.isPending}
          onClick={() => mutation.mutate({ dryRun: false })}
        >
          {t('money.import')}
        </Button>
      </Group>
      {result && (
        <Text size="sm" data-testid="statement-result">
          {t('money.statementResult', result)}
        </Text>
      )}
    </Stack>
  );
}

function WaitingPayments({ clubs, onChanged }: { clubs: readonly ClubMoney[]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const waiting = useQuery(waitingPaymentsQuery());
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  const invoices = clubs.flatMap((club) => club.invoices.filter((invoice) => invoice.total > 0));
  const options = invoices.map((invoice) => ({
    value: String(invoice.id),
    label: `${invoice.number} · ${invoice.clubName} · ${formatMinorAmount(invoice.total, invoice.currency)}`,
  }));
  const assign = useMutation({
    mutationFn: ({ payment, invoiceId }: { payment: number; invoiceId: number }) => assignPayment(payment, invoiceId),
    onSuccess: async () => {
      notify(t('money.assigned'));
      await onChanged();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const aside = useMutation({
    mutationFn: (payment: number) => setPaymentAside(payment, ''),
    onSuccess: async () => {
      notify(t('money.setAsideDone'));
      await onChanged();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const numberOf = (id: number | null | undefined) => invoices.find((invoice) => invoice.id === id)?.number ?? '';
  const columns: Column<Payment>[] = [
    { key: 'paidOn', header: t('money.paidOn'), render: (p) => formatDate(p.paidOn) },
    { key: 'payer', header: t('money.payer'), render: (p) => p.payer },
    {
      key: 'amount',
      header: t('money.amount'),
      align: 'right',
      render: (p) => formatMinorAmount(p.amount, p.currency),
    },
    { key: 'reference', header: t('money.reference'), render: (p) => p.reference || p.text },
    {
      key: 'reason',
      header: t('money.reason'),
      render: (p) => (p.status === 'suggested' ? t('money.suggestedFor', { number: numberOf(p.invoiceId) }) : p.reason),
    },
    {
      key: 'actions',
      header: '',
      render: (p) => {
        const selected = chosen[p.id] ?? (p.invoiceId ? String(p.invoiceId) : null);
        return (
          <Group gap={4} wrap="nowrap">
            <Select
              size="xs"
              w={220}
              aria-label={t('money.invoiceFor')}
              data={options}
              value={selected}
              onChange={(value) => setChosen({ ...chosen, [p.id]: value })}
              searchable
            />
            <Button
              size="compact-xs"
              disabled={!selected}
              onClick={() => selected && assign.mutate({ payment: p.id, invoiceId: Number(selected) })}
            >
              {t('money.assign')}
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => aside.mutate(p.id)}>
              {t('money.setAside')}
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('money.waiting')}</Text>
      <QueryState query={waiting}>
        {(payments) => (
          <DataTable
            columns={columns}
            rows={payments}
            rowKey={(p) => p.id}
            emptyText={t('money.noWaiting')}
            label={t('money.waiting')}
            minWidth={820}
          />
        )}
      </QueryState>
    </Stack>
  );
}
