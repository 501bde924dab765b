import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { clubMoneyQuery } from '@/features/registrations/money/api';
import { BalanceAndCode, InvoiceTable } from '@/features/registrations/money/components/MoneyParts';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';

/** A club's invoices, balance and the QR code that pays what it still owes (the club, admins). */
export function ClubMoneyPanel({ tournament, clubId }: { tournament: Tournament; clubId: number }) {
  const { t } = useTranslation(NS);
  const query = useQuery(clubMoneyQuery(tournament.id, clubId));
  return (
    <Panel title={t('money.title')} testId="club-money">
      <QueryState query={query}>
        {(money) => (
          <Stack gap="md">
            <BalanceAndCode money={money} />
            <InvoiceTable invoices={money.invoices} />
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
