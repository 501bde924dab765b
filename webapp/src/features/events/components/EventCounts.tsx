import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicCount, PublicTournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { factLine, PhoneCard } from '@/components/PhoneCard';
import { compareNames } from '@/lib/serbian';

interface CountRow {
  key: string;
  category: string;
  discipline: string;
  kind: string;
  count: number;
  waiting: number;
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
      waiting: c.waiting,
    }));
  const byName = (a: CountRow, b: CountRow) =>
    compareNames(a.category, b.category) || compareNames(a.discipline, b.discipline);
  return [...rows(tournament.competitorCounts, false).sort(byName), ...rows(tournament.teamCounts, true).sort(byName)];
}

/** How many entries each category and discipline has, by sex (competitors) or team type;
 * of them, those on the waiting list (the entry list leaves them out). */
export function EventCounts({ tournament }: { tournament: PublicTournament }) {
  const { t } = useTranslation();
  const rows = countRows(tournament, (kind, team) => t(team ? `events.teamKind.${kind}` : `events.sex.${kind}`));
  const count = (row: CountRow) =>
    row.waiting > 0 ? `${row.count} (${t('events.waiting', { count: row.waiting })})` : row.count;
  const columns: Column<CountRow>[] = [
    { key: 'category', header: t('events.category'), render: (row) => row.category },
    { key: 'discipline', header: t('events.discipline'), render: (row) => row.discipline },
    { key: 'kind', header: t('events.kind'), render: (row) => row.kind },
    { key: 'count', header: t('events.entries'), render: count, align: 'right' },
  ];
  // On a phone: the category, its discipline and sex or team type under it, the count on the right.
  const card = (row: CountRow) => (
    <PhoneCard
      title={row.category}
      details={[factLine(row.discipline, row.kind)]}
      aside={
        <Text size="sm" fw={600}>
          <VisuallyHidden>{`${t('events.entries')}: `}</VisuallyHidden>
          {count(row)}
        </Text>
      }
    />
  );
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      emptyText={t('events.noEntries')}
      label={t('events.counts')}
      minWidth={420}
      card={card}
    />
  );
}
