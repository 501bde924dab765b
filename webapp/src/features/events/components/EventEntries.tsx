import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCompetitor, PublicTeam, PublicTournament } from '@/api/types';
import { entryLines, searchEntries } from '@/features/events/entry-search';

/** At most this many lines are drawn: a search narrows a long list down. */
export const SHOWN_LINES = 200;

interface EventEntriesProps {
  tournament: PublicTournament;
  competitors: PublicCompetitor[];
  teams: PublicTeam[];
}

/** The public entry list with a search box over names, clubs, categories and disciplines. */
export function EventEntries({ tournament, competitors, teams }: EventEntriesProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const lines = useMemo(
    () =>
      entryLines(competitors, teams, {
        categories: new Map(tournament.categories.map((c) => [c.id, c.name])),
        disciplines: new Map(tournament.disciplines.map((d) => [d.id, d.name])),
      }),
    [tournament, competitors, teams],
  );
  const found = useMemo(() => searchEntries(lines, deferred), [lines, deferred]);
  const shown = found.slice(0, SHOWN_LINES);
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('events.search')}
        placeholder={t('events.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {found.length > shown.length
          ? t('events.shownOf', { shown: shown.length, total: found.length })
          : t('events.found', { count: found.length })}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label={t('events.entryList')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('events.who')}</Table.Th>
              <Table.Th>{t('events.club')}</Table.Th>
              <Table.Th>{t('events.category')}</Table.Th>
              <Table.Th>{t('events.discipline')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Td>{line.who}</Table.Td>
                <Table.Td>{line.club}</Table.Td>
                <Table.Td>{line.category}</Table.Td>
                <Table.Td>{line.discipline}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
