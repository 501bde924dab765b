import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicCount, PublicTournament } from '@/api/types';
import { compareNames } from '@/lib/serbian';

interface CountRow {
  key: string;
  category: string;
  discipline: string;
  kind: string;
  count: number;
}

/** Rows of the counts, by category then discipline name; competitors before teams. */
export function countRows(
  tournament: PublicTournament,
  kindLabel: (kind: string, team: boolean) => string,
): CountRow[] {
  const categories = new Map(tournament.categories.map((c) => [c.id, c.name]));
  const disciplines = new Map(tournament.disciplines.map((d) => [d.id, d.name]));
  const rows = (counts: PublicCount[], team: boolean) =>
    counts.map((c) => ({
      key: `${team ? 't' : 'c'}${c.categoryId}-${c.disciplineId}-${c.kind}`,
      category: categories.get(c.categoryId) ?? '',
      discipline: disciplines.get(c.disciplineId) ?? '',
      kind: kindLabel(c.kind, team),
      count: c.count,
    }));
  const byName = (a: CountRow, b: CountRow) =>
    compareNames(a.category, b.category) || compareNames(a.discipline, b.discipline);
  return [...rows(tournament.competitorCounts, false).sort(byName), ...rows(tournament.teamCounts, true).sort(byName)];
}

/** How many entries each category and discipline has, by sex (competitors) or team type. */
export function EventCounts({ tournament }: { tournament: PublicTournament }) {
  const { t } = useTranslation();
  const rows = countRows(tournament, (kind, team) => t(team ? `events.teamKind.${kind}` : `events.sex.${kind}`));
  if (rows.length === 0) return <Text c="dimmed">{t('events.noEntries')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t('events.counts')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.category')}</Table.Th>
            <Table.Th>{t('events.discipline')}</Table.Th>
            <Table.Th>{t('events.kind')}</Table.Th>
            <Table.Th ta="right">{t('events.entries')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td>{row.discipline}</Table.Td>
              <Table.Td>{row.kind}</Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
