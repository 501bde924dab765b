import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printTable } from '@/components/print-table';
import { feeCounts, feePrintTable } from '@/features/fees/fee';
import type { ClubFee, CompetitorRegistration, TeamRegistration } from '@/features/registrations/api/types';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';

interface FeePanelProps {
  fee: ClubFee;
  competitors: readonly CompetitorRegistration[];
  teams: readonly TeamRegistration[];
}

/** The club's info panel: registered counts and the registration fee, with the breakdown drawer. */
export function FeePanel({ fee, competitors, teams }: FeePanelProps) {
  const { t, i18n } = useTranslation(NS);
  const [opened, setOpened] = useState(false);
  const counts = feeCounts(competitors, teams);
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
    if (!printTable(table)) notify(t('fee.printBlocked'), 'error');
  };

  const item = (label: string, value: string | number, testId: string) => (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <Panel
      title={t('fee.title')}
      testId="own-fee"
      actions={
        <Button size="xs" variant="default" leftSection={<IconReceipt size={14} />} onClick={() => setOpened(true)}>
          {t('fee.details')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {item(t('fee.competitors'), counts.competitors, 'fee-competitors')}
        {item(t('fee.disciplines'), counts.disciplines, 'fee-disciplines')}
        {item(t('fee.teamDisciplines'), counts.teamDisciplines, 'fee-team-disciplines')}
        {item(t('fee.fee'), formatAmount(fee.total), 'fee-total')}
      </SimpleGrid>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
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
                      <Table.Td>{formatAmount(line.price)}</Table.Td>
                      <Table.Td>{formatAmount(line.discount)}</Table.Td>
                      <Table.Td>{formatAmount(line.net)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Divider />
          <SimpleGrid cols={2} spacing="xs">
            <Text size="sm">{t('fee.gross')}</Text>
            <Text size="sm" ta="right">{formatAmount(fee.gross)}</Text>
            <Text size="sm">{t('fee.discounts')}</Text>
            <Text size="sm" ta="right">{formatAmount(fee.discounts)}</Text>
            <Text size="sm">{t('fee.netTotal')}</Text>
            <Text size="sm" ta="right">{formatAmount(fee.net)}</Text>
            <Text size="sm">{t('fee.deduction')}</Text>
            <Text size="sm" ta="right">{`${fee.deduction} %`}</Text>
            <Text fw={600}>{t('fee.total')}</Text>
            <Text fw={600} ta="right" data-testid="fee-drawer-total">
              {formatAmount(fee.total)}
            </Text>
          </SimpleGrid>
        </Stack>
      </Drawer>
    </Panel>
  );
}
