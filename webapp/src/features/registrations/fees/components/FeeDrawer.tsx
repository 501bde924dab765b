import '@/styles/components/Drawer';
import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/DataTable';
import { DownloadButton } from '@/components/DownloadButton';
import { factLine, PhoneCard } from '@/components/PhoneCard';
import { printTable } from '@/components/print-table';
import { usePrintFacts, type PrintedTournament } from '@/components/use-print-facts';
import { downloadInvoice } from '@/features/registrations/fees/downloads';
import { feePrintTable } from '@/features/registrations/fees/fee';
import type { ClubFee, FeeLine } from '@/features/registrations/api/types';
import { Amount } from '@/features/registrations/fees/components/Amount';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useOpenedAfterMount } from '@/lib/use-opened-once';

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
  const registration = (line: FeeLine) => `${kind(line.kind)}: ${line.label}`;
  const columns: Column<FeeLine>[] = [
    { key: 'label', header: t('fee.label'), render: registration },
    { key: 'chargeable', header: t('fee.chargeable'), render: (line) => line.chargeable },
    { key: 'price', header: t('fee.price'), render: (line) => <Amount value={line.price} /> },
    { key: 'discount', header: t('fee.discount'), render: (line) => <Amount value={line.discount} /> },
    { key: 'net', header: t('fee.net'), render: (line) => <Amount value={line.net} /> },
  ];
  // On a phone: the registration, its amount on the right, how the amount comes about under it.
  const card = (line: FeeLine) => (
    <PhoneCard
      title={registration(line)}
      details={[
        factLine(
          `${t('fee.chargeable')}: ${line.chargeable}`,
          `${t('fee.price')}: ${formatAmount(line.price)}`,
          `${t('fee.discount')}: ${formatAmount(line.discount)}`,
        ),
      ]}
      aside={
        <Text size="sm" fw={600}>
          <Amount value={line.net} />
        </Text>
      }
    />
  );

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
        <DataTable
          columns={columns}
          rows={fee.lines}
          rowKey={(line) => `${line.kind}-${line.registrationId}`}
          emptyText={t('fee.empty')}
          label={t('fee.details')}
          minWidth={480}
          card={card}
        />
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
