import { SimpleGrid, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@/api/types';

/** A round robin: its positions (names, clubs) and every bout in fighting order. */
export function RoundRobinView({ draw }: { draw: Draw }) {
  const { t } = useTranslation();
  const position = new Map(draw.entrants.map((entrant, index) => [entrant.registrationId, index + 1]));
  const named = (id: number | null) => {
    const entrant = draw.entrants.find((e) => e.registrationId === id);
    return entrant ? `${position.get(entrant.registrationId)}. ${entrant.name}` : '';
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Table withTableBorder aria-label={t('draws.entrants')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('draws.entrant')}</Table.Th>
            <Table.Th>{t('draws.club')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draw.entrants.map((entrant, index) => (
            <Table.Tr key={entrant.registrationId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{entrant.name}</Table.Td>
              <Table.Td>{entrant.clubName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withTableBorder aria-label={t('draws.bouts')} data-testid="round-robin-bouts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('draws.bout')}</Table.Th>
            <Table.Th>{t('draws.red')}</Table.Th>
            <Table.Th>{t('draws.blue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draw.bouts.map((bout) => (
            <Table.Tr key={bout.index}>
              <Table.Td>{bout.index + 1}</Table.Td>
              <Table.Td>{named(bout.red)}</Table.Td>
              <Table.Td>{named(bout.blue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}
