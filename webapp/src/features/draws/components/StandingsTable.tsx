import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRAP_LONG_NAMES } from '@/features/draws/long-names';
import type { Draw, Standing } from '@/api/types';

/** A round robin's table as the server ranks it: wins, then points scored. */
export function StandingsTable({ draw, standings }: { draw: Draw; standings: readonly Standing[] }) {
  const { t } = useTranslation();
  const byId = new Map(draw.entrants.map((entrant) => [entrant.registrationId, entrant]));
  return (
    <Table withTableBorder style={WRAP_LONG_NAMES} aria-label={t('draws.results.standings')} data-testid="standings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>{t('draws.entrant')}</Table.Th>
          <Table.Th ta="right">{t('draws.results.wins')}</Table.Th>
          <Table.Th ta="right">{t('draws.results.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {standings.map((standing, index) => {
          const entrant = byId.get(standing.registrationId);
          return (
            <Table.Tr key={standing.registrationId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                {entrant?.name}
                <div style={{ fontSize: 'var(--mantine-font-size-xs)', opacity: 0.7 }}>{entrant?.clubName}</div>
              </Table.Td>
              <Table.Td ta="right">{standing.wins}</Table.Td>
              <Table.Td ta="right">{standing.points}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
