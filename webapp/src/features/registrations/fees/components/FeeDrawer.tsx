import '@/styles/components/Drawer';
import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/DownloadButton';
import { printTable } from '@/components/print-table';
import { usePrintFacts, type PrintedTournament } from '@/components/use-print-facts';
import { downloadInvoice } from '@/features/registrations/fees/downloads';
import { feePrintTable } from '@/features/registrations/fees/fee';
import type { ClubFee } from '@/features/registrations/api/types';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useOpenedAfterMount } from '@/lib/use-opened-once';

/** Amounts stay on one line (`3.500 RSD`, not `3.500` over `RSD`) in the narrow columns. */
const amount = { whiteSpace: 'nowrap' } as const;

interface FeeDrawerProps {
  fee: ClubFee;
  /** The tournament the fee is of (named on the print; its statement as PDF). */
  tournament: PrintedTournament & { id: number };
  opened: boolean;
  onClose: () => void;
}

/** A club's registration fee line by line, with print and print without discount (loaded on first open). */
export function FeeDrawer({ fee, tournament, opened, onClose }: FeeDrawerProps) {
  const tournamentId = tournament.id;
  const printFacts = usePrintFacts(tournament);
  const { t, i18n } = useTranslation(NS);
  const shown = useOpenedAfterMount(opened);
  const kind = (value: string) => t(`fee.kinds.${value}`, { defaultValue: value });

  const print = (withDiscount: boolean) => {
    const table = feePrintTable(
      fee,
      withDiscount,
      {
        title: t('fee.title'),
        label: t('fee.label'),
        kind,
        chargeable: t('fee.chargeable'),
        price: t('fee.price'),
        discount: t('fee.discount'),
        net: t('fee.net'),
        gross: t('fee.gross'),
        discounts: t('fee.discounts'),
        netTotal: t('fee.netTotal'),
        deduction: t('fee.deduction'),
        total: t('fee.total'),
        empty: t('fee.empty'),
      },
      i18n.language,
    );
    if (!printTable({ ...table, facts: printFacts() })) notify(t('fee.printBlocked'), 'error');
  };

  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      title={t('fee.drawerTitle', { club: fee.club.name })}
      position="right"
      size="xl"
      padding="lg"
    >
      <Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => print(true)}>
            {t('fee.print')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => print(false)}>
            {t('fee.printGross')}
          </Button>
          <DownloadButton
            label={t('exports.invoice')}
            icon={<IconFileTypePdf size={14} />}
            download={() => downloadInvoice(tournamentId, fee.club.id, true)}
          />
          <DownloadButton
            label={t('exports.invoiceGross')}
            icon={<IconFileTypePdf size={14} />}
            download={() => downloadInvoice(tournamentId, fee.club.id, false)}
          />
        </Group>
        {fee.lines.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('fee.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="xs" aria-label={t('fee.details')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fee.label')}</Table.Th>
                  <Table.Th>{t('fee.chargeable')}</Table.Th>
                  <Table.Th>{t('fee.price')}</Table.Th>
                  <Table.Th>{t('fee.discount')}</Table.Th>
                  <Table.Th>{t('fee.net')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fee.lines.map((line) => (
                  <Table.Tr key={`${line.kind}-${line.registrationId}`}>
                    <Table.Td>{`${kind(line.kind)}: ${line.label}`}</Table.Td>
                    <Table.Td>{line.chargeable}</Table.Td>
                    <Table.Td style={amount}>{formatAmount(line.price)}</Table.Td>
                    <Table.Td style={amount}>{formatAmount(line.discount)}</Table.Td>
                    <Table.Td style={amount}>{formatAmount(line.net)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Divider />
        <SimpleGrid cols={2} spacing="xs">
          <Text size="sm">{t('fee.gross')}</Text>
          <Text size="sm" ta="right">
            {formatAmount(fee.gross)}
          </Text>
          <Text size="sm">{t('fee.discounts')}</Text>
          <Text size="sm" ta="right">
            {formatAmount(fee.discounts)}
          </Text>
          <Text size="sm">{t('fee.netTotal')}</Text>
          <Text size="sm" ta="right">
            {formatAmount(fee.net)}
          </Text>
          <Text size="sm">{t('fee.deduction')}</Text>
          <Text size="sm" ta="right">{`${fee.deduction} %`}</Text>
          <Text fw={600}>{t('fee.total')}</Text>
          <Text fw={600} ta="right" data-testid="fee-drawer-total">
            {formatAmount(fee.total)}
          </Text>
        </SimpleGrid>
      </Stack>
    </Drawer>
  );
}
