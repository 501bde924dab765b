import { Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCompetitor, PublicTeam, PublicTournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { factLine, PhoneCard } from '@/components/PhoneCard';
import { entryLines, searchEntries, type EntryLine } from '@/features/events/entry-search';

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
  const columns: Column<EntryLine>[] = [
    { key: 'who', header: t('events.who'), render: (line) => line.who },
    { key: 'club', header: t('events.club'), render: (line) => line.club },
    { key: 'category', header: t('events.category'), render: (line) => line.category },
    { key: 'discipline', header: t('events.discipline'), render: (line) => line.discipline },
  ];
  // On a phone: who, then the club, category and discipline (a person in two disciplines is two lines).
  const card = (line: EntryLine) => (
    <PhoneCard title={line.who} details={[line.club, factLine(line.category, line.discipline)]} />
  );
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
      <DataTable
        columns={columns}
        rows={shown}
        rowKey={(line) => line.key}
        emptyText={t(lines.length === 0 ? 'events.noEntries' : 'events.nothingFound')}
        label={t('events.entryList')}
        minWidth={480}
        card={card}
      />
    </Stack>
  );
}
