import { Badge, Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportRow, ImportRowStatus } from '@/api/types';
import { usePhone } from '@/components/use-phone';
import { fieldLabelKey, reportOrder, rowName } from '@/features/people/import-report';

const COLORS: Record<ImportRowStatus, string> = { new: 'green', same: 'gray', duplicate: 'orange', error: 'red' };

const CARD_SEPARATOR = '1px solid var(--mantine-color-default-border)';

/**
 * What the rows of a checked file would do: new, already here, in another club, errors with
 * reasons. Rows in error come first; on a phone each row is a compact item with its reasons
 * under it (a table there would scroll the reasons out of sight).
 */
export function ImportReportTable({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const ordered = reportOrder(rows);
  const reasons = (row: ImportRow): string[] => {
    if (row.status === 'duplicate' && row.match) return [t('people.import.inOtherClub', { club: row.match.club.name })];
    if (row.consentChange) return [t('people.import.consentChange')];
    return Object.entries(row.errors).map(([field, message]) => {
      const label = fieldLabelKey(field);
      return label ? `${t(label)}: ${message}` : message;
    });
  };
  const status = (row: ImportRow) => (
    <Badge variant="light" color={COLORS[row.status]} radius="sm">
      {t(`people.import.statuses.${row.status}`)}
    </Badge>
  );
  const reasonLines = (row: ImportRow) =>
    reasons(row).map((reason) => (
      <Text key={reason} size="xs">
        {reason}
      </Text>
    ));
  if (phone) {
    return (
      <Box
        component="ul"
        aria-label={t('people.import.report')}
        data-testid="import-report"
        m={0}
        p={0}
        mah={360}
        tabIndex={0}
        style={{ listStyle: 'none', overflowY: 'auto' }}
      >
        {ordered.map((row) => (
          <Box component="li" key={row.row} data-status={row.status} py={6} style={{ borderBottom: CARD_SEPARATOR }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={600}>
                {t('people.import.row')} {row.row}
                {rowName(row) ? ` · ${rowName(row)}` : ''}
              </Text>
              {status(row)}
            </Group>
            {reasonLines(row)}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} mah={360}>
      <Table
        striped
        stickyHeader
        verticalSpacing={4}
        aria-label={t('people.import.report')}
        data-testid="import-report"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('people.import.row')}</Table.Th>
            <Table.Th>{t('people.import.name')}</Table.Th>
            <Table.Th w={140}>{t('people.import.status')}</Table.Th>
            <Table.Th>{t('people.import.reasons')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((row) => (
            <Table.Tr key={row.row} data-status={row.status}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{rowName(row)}</Table.Td>
              <Table.Td>{status(row)}</Table.Td>
              <Table.Td>{reasonLines(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
