import '@/styles/components/Image';
import { Alert, Anchor, Badge, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClubMoney, Invoice, PaymentState } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { NS } from '@/features/registrations/i18n';
import { formatDate, formatMinorAmount } from '@/lib/format';

const STATE_COLORS: Record<PaymentState, string> = {
  not_invoiced: 'gray',
  due: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  overpaid: 'teal',
  overdue: 'red',
};

/** Where a club's money stands, as a coloured badge. */
export function StateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation(NS);
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="payment-state">
      {t(`money.states.${state}`)}
    </Badge>
  );
}

/** The club's invoices, supplements and credit notes with their PDFs. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation(NS);
  const columns: Column<Invoice>[] = [
    { key: 'number', header: t('money.number'), render: (i) => `${t(`money.kinds.${i.kind}`)} ${i.number}` },
    { key: 'issued', header: t('money.issuedOn'), render: (i) => formatDate(i.issuedOn) },
    { key: 'due', header: t('money.dueOn'), render: (i) => formatDate(i.dueOn) },
    { key: 'total', header: t('money.total'), align: 'right', render: (i) => formatMinorAmount(i.total, i.currency) },
    {
      key: 'pdf',
      header: t('money.pdf'),
      render: (i) =>
        i.pdf ? (
          <Anchor href={i.pdf} target="_blank" rel="noopener">
            {t('money.pdf')}
          </Anchor>
        ) : null,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={invoices}
      rowKey={(i) => i.id}
      emptyText={t('money.empty')}
      label={t('money.title')}
    />
  );
}

/** What is invoiced, paid and still owed, and, when something is owed, the code that pays it. */
export function BalanceAndCode({ money }: { money: ClubMoney }) {
  const { t } = useTranslation(NS);
  const currency = money.invoices[0]?.currency ?? 'RSD';
  const { balance } = money;
  return (
    <Stack gap="xs">
      <Text size="sm" component="div">
        {t('money.invoiced')}: {formatMinorAmount(balance.invoiced, currency)} · {t('money.paid')}:{' '}
        {formatMinorAmount(balance.paid, currency)} · {t('money.balance')}:{' '}
        <b data-testid="balance">{formatMinorAmount(balance.balance, currency)}</b> <StateBadge state={balance.state} />
      </Text>
      {money.invoices.length > 0 && money.uninvoiced ? (
        <Alert color="yellow" variant="light" data-testid="uninvoiced">
          {t(money.uninvoiced > 0 ? 'money.uninvoicedMore' : 'money.uninvoicedLess', {
            amount: formatMinorAmount(Math.abs(money.uninvoiced), currency),
          })}
        </Alert>
      ) : null}
      {money.pay && (
        <Stack gap={4} align="flex-start" data-testid="pay-code">
          <Text fw={600}>{t('money.payTitle')}</Text>
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(money.pay.svg)}`}
            alt={t('money.qrAlt', { amount: formatMinorAmount(money.pay.amount, currency) })}
            w={180}
            h={180}
            fit="contain"
          />
          <Text size="xs" c="dimmed" maw={360}>
            {t('money.payHint')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
