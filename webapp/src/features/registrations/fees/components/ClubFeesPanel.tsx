import { Button, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import type { TournamentFees } from '@/features/registrations/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { DownloadButton } from '@/components/DownloadButton';
import { factLine, PhoneCard } from '@/components/PhoneCard';
import { printTable } from '@/components/print-table';
import { downloadTournamentFees } from '@/features/registrations/fees/downloads';
import { QueryState } from '@/components/QueryState';
import { tournamentFeesQuery } from '@/features/registrations/fees/api';
import { clubFeesPrintTable, deductionText, feeSums, type FeeSum } from '@/features/registrations/fees/club-fees';
import { Amount } from '@/features/registrations/fees/components/Amount';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';

/** Admins: every club's registration fee with the tournament's totals. */
export function ClubFeesPanel({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation(NS);
  const query = useQuery(tournamentFeesQuery(tournament.id));
  const columns: Column<FeeSum>[] = [
    { key: 'club', header: t('admin.club'), render: (sum) => sum.name },
    { key: 'gross', header: t('fee.gross'), render: (sum) => <Amount value={sum.gross} /> },
    { key: 'discounts', header: t('fee.discounts'), render: (sum) => <Amount value={sum.discounts} /> },
    { key: 'net', header: t('fee.netTotal'), render: (sum) => <Amount value={sum.net} /> },
    { key: 'deduction', header: t('fee.deduction'), render: deductionText },
    { key: 'total', header: t('fee.total'), render: (sum) => <Amount value={sum.total} /> },
  ];
  // On a phone: the club and what it pays; how that comes about under it.
  const card = (sum: FeeSum) => (
    <PhoneCard
      title={sum.name}
      details={[
        factLine(
          `${t('fee.gross')}: ${formatAmount(sum.gross)}`,
          `${t('fee.discounts')}: ${formatAmount(sum.discounts)}`,
        ),
        factLine(
          `${t('fee.netTotal')}: ${formatAmount(sum.net)}`,
          sum.deduction === null ? null : `${t('fee.deduction')}: ${deductionText(sum)}`,
        ),
      ]}
      aside={
        <Text size="sm" fw={600}>
          <Amount value={sum.total} />
        </Text>
      }
    />
  );
  const print = (fees: TournamentFees) => {
    const labels = {
      title: t('admin.clubFees'),
      club: t('admin.club'),
      gross: t('fee.gross'),
      discounts: t('fee.discounts'),
      netTotal: t('fee.netTotal'),
      deduction: t('fee.deduction'),
      total: t('fee.total'),
      feesTotal: t('admin.feesTotal'),
      empty: t('fee.empty'),
    };
    if (!printTable(clubFeesPrintTable(fees, tournament.name, labels, i18n.language))) {
      notify(t('fee.printBlocked'), 'error');
    }
  };
  return (
    <Panel
      title={t('admin.clubFees')}
      testId="club-fees"
      actions={
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={14} />}
            disabled={!query.data}
            onClick={() => query.data && print(query.data)}
          >
            {t('fee.print')}
          </Button>
          <DownloadButton
            label={t('exports.pdf')}
            icon={<IconFileTypePdf size={14} />}
            download={() => downloadTournamentFees(tournament.id)}
          />
        </>
      }
    >
      <QueryState query={query}>
        {(fees) => {
          const { clubs, totals } = feeSums(fees, t('admin.feesTotal'));
          return (
            <DataTable
              columns={columns}
              rows={clubs}
              rowKey={(sum) => sum.key}
              emptyText={t('fee.empty')}
              label={t('admin.clubFees')}
              card={card}
              footer={totals}
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}
