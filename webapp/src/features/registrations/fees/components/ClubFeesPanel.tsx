import { Button, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import type { TournamentFees } from '@/features/registrations/api/types';
import { DownloadButton } from '@/components/DownloadButton';
import { printTable } from '@/components/print-table';
import { downloadTournamentFees } from '@/features/registrations/fees/downloads';
import { QueryState } from '@/components/QueryState';
import { tournamentFeesQuery } from '@/features/registrations/fees/api';
import { clubFeesPrintTable } from '@/features/registrations/fees/club-fees';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';

/** Amounts stay on one line (`2.500 RSD`, not `2.500` over `RSD`) on narrow screens. */
const amount = { whiteSpace: 'nowrap' } as const;

/** Admins: every club's registration fee with the tournament's totals. */
export function ClubFeesPanel({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation(NS);
  const query = useQuery(tournamentFeesQuery(tournament.id));
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
        {(fees) =>
          fees.clubs.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('fee.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs" aria-label={t('admin.clubFees')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.club')}</Table.Th>
                    <Table.Th>{t('fee.gross')}</Table.Th>
                    <Table.Th>{t('fee.discounts')}</Table.Th>
                    <Table.Th>{t('fee.netTotal')}</Table.Th>
                    <Table.Th>{t('fee.deduction')}</Table.Th>
                    <Table.Th>{t('fee.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fees.clubs.map((fee) => (
                    <Table.Tr key={fee.club.id}>
                      <Table.Td>{fee.club.name}</Table.Td>
                      <Table.Td style={amount}>{formatAmount(fee.gross)}</Table.Td>
                      <Table.Td style={amount}>{formatAmount(fee.discounts)}</Table.Td>
                      <Table.Td style={amount}>{formatAmount(fee.net)}</Table.Td>
                      <Table.Td style={amount}>{`${fee.deduction} %`}</Table.Td>
                      <Table.Td style={amount}>{formatAmount(fee.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr fw={600}>
                    <Table.Td>{t('admin.feesTotal')}</Table.Td>
                    <Table.Td style={amount}>{formatAmount(fees.gross)}</Table.Td>
                    <Table.Td style={amount}>{formatAmount(fees.discounts)}</Table.Td>
                    <Table.Td style={amount}>{formatAmount(fees.net)}</Table.Td>
                    <Table.Td />
                    <Table.Td style={amount}>{formatAmount(fees.total)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Panel>
  );
}
