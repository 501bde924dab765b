import { Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LazyNumberInput } from '@/components/LazyNumberInput';
import { RSD_INPUT } from '@/features/tournaments/components/rsd-input';
import { FEE_ROWS, type FeeField, type TournamentValues } from '@/features/tournaments/schemas/tournament-values';

/** The registration fee table: price and discount for 1, 2, 3 or more disciplines and for teams. */
export function FeesSection({ form }: { form: UseFormReturnType<TournamentValues> }) {
  const { t } = useTranslation();
  const input = (field: FeeField, rowLabel: string, columnLabel: string) => (
    <LazyNumberInput aria-label={`${rowLabel}: ${columnLabel}`} {...RSD_INPUT} {...form.getInputProps(field)} />
  );
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table verticalSpacing="xs" aria-label={t('tournaments.fees.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tournaments.fees.disciplines')}</Table.Th>
            <Table.Th>{t('tournaments.fees.fee')}</Table.Th>
            <Table.Th>{t('tournaments.fees.discount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FEE_ROWS.map((row) => {
            const rowLabel = t(row.labelKey);
            return (
              <Table.Tr key={row.fee}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {rowLabel}
                  </Text>
                </Table.Td>
                <Table.Td>{input(row.fee, rowLabel, t('tournaments.fees.fee'))}</Table.Td>
                <Table.Td>{input(row.discount, rowLabel, t('tournaments.fees.discount'))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
