import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportRow, ImportRowStatus } from '@/api/types';
import { fieldLabelKey, rowName } from '@/features/people/import-report';

const COLORS: Record<ImportRowStatus, string> = { new: 'green', same: 'gray', duplicate: 'orange', error: 'red' };

/** What the rows of a checked file would do: new, already here, in another club, errors with reasons. */
export function ImportReportTable({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation();
  const reasons = (row: ImportRow): string[] => {
    if (row.status === 'duplicate' && row.match) return [t('people.import.inOtherClub', { club: row.match.club.name })];
    return Object.entries(row.errors).map(([field, message]) => {
      const label = fieldLabelKey(field);
      return label ? `${t(label)}: ${message}` : message;
    });
  };
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
          {rows.map((row) => (
            <Table.Tr key={row.row} data-status={row.status}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{rowName(row)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={COLORS[row.status]} radius="sm">
                  {t(`people.import.statuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {reasons(row).map((reason) => (
                  <Text key={reason} size="xs">
                    {reason}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
