import { SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRAP_LONG_NAMES } from '@/features/draws/long-names';
import type { Draw } from '@/api/types';
import { isOwnEntrant } from '@/features/draws/own-entrants';

const OWN_ROW = 'var(--mantine-color-yellow-light)';

/**
 * A round robin: its positions (names, clubs) and every bout in fighting order. The entrants of
 * `ownClubId` are marked: a highlighted row, bold with a star, and "(your club)" for screen readers.
 */
export function RoundRobinView({ draw, ownClubId = null }: { draw: Draw; ownClubId?: number | null }) {
  const { t } = useTranslation();
  const position = new Map(draw.entrants.map((entrant, index) => [entrant.registrationId, index + 1]));
  const named = (id: number | null) => {
    const entrant = draw.entrants.find((e) => e.registrationId === id);
    return entrant ? `${position.get(entrant.registrationId)}. ${entrant.name}` : '';
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Table withTableBorder style={WRAP_LONG_NAMES} aria-label={t('draws.entrants')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('draws.entrant')}</Table.Th>
            <Table.Th>{t('draws.club')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draw.entrants.map((entrant, index) => {
            const own = isOwnEntrant(entrant, ownClubId);
            return (
              <Table.Tr key={entrant.registrationId} bg={own ? OWN_ROW : undefined} data-own={own || undefined}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {own ? (
                    <Text span fw={700} size="sm">
                      <span aria-hidden>{'★ '}</span>
                      {entrant.name}
                      <VisuallyHidden>{` ${t('draws.ownMark')}`}</VisuallyHidden>
                    </Text>
                  ) : (
                    entrant.name
                  )}
                </Table.Td>
                <Table.Td>{entrant.clubName}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Table withTableBorder style={WRAP_LONG_NAMES} aria-label={t('draws.bouts')} data-testid="round-robin-bouts">
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
