import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankedRow, RankingGroup, Season, SeasonRanking } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { DownloadButton } from '@/components/DownloadButton';
import { LazySelect } from '@/components/LazySelect';
import { QueryState } from '@/components/QueryState';
import { downloadRanking } from '@/features/seasons/api/download-ranking';
import { rankingQuery } from '@/features/seasons/api/get-ranking';
import { seasonsQuery } from '@/features/seasons/api/list-seasons';

/** `Seniors · Kumite · Women` (or the team type). */
export function rankingGroupTitle(group: RankingGroup, t: TFunction): string {
  const split = group.sex ? t(`ranking.sex.${group.sex}`) : t(`ranking.teamType.${group.teamType ?? 'MIX'}`);
  return `${group.categoryName} · ${group.disciplineName} · ${split}`;
}

/** `1 · Kup proleća (10), 2 · Kup leta (7)`: the place and points of each tournament. */
export function placingsText(row: RankedRow, ranking: SeasonRanking): string {
  const names = new Map(ranking.tournaments.map((tournament) => [tournament.id, tournament.name]));
  return row.finishes
    .map((finish) => `${finish.place} · ${names.get(finish.tournamentId) ?? ''} (${finish.points})`)
    .join(', ');
}

function rankingColumns(t: TFunction, ranking: SeasonRanking): Column<RankedRow>[] {
  return [
    { key: 'position', header: t('ranking.position'), render: (row) => row.position, width: 64 },
    { key: 'name', header: t('ranking.name'), render: (row) => row.name },
    { key: 'club', header: t('ranking.club'), render: (row) => row.clubName },
    { key: 'points', header: t('ranking.points'), render: (row) => row.points, align: 'right', width: 80 },
    { key: 'placings', header: t('ranking.placings'), render: (row) => placingsText(row, ranking) },
  ];
}

function GroupRanking({ ranking }: { ranking: SeasonRanking }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const group = ranking.groups.find((candidate) => candidate.key === chosen) ?? ranking.groups[0];
  if (!group) return <Text c="dimmed">{t('ranking.empty')}</Text>;
  const seasonId = ranking.season.id;
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between">
        <LazySelect
          label={t('ranking.group')}
          data={ranking.groups.map((one) => ({ value: one.key, label: rankingGroupTitle(one, t) }))}
          value={group.key}
          onChange={(key) => setChosen(key)}
          allowDeselect={false}
          searchable
          w={360}
        />
        <Group gap="xs">
          <DownloadButton
            label={t('ranking.xlsx')}
            icon={<IconFileSpreadsheet size={14} />}
            download={() => downloadRanking(seasonId, group.key, 'xlsx')}
          />
          <DownloadButton
            label={t('ranking.pdf')}
            icon={<IconFileTypePdf size={14} />}
            download={() => downloadRanking(seasonId, group.key, 'pdf')}
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('ranking.tournaments', { count: ranking.tournaments.length })}
      </Text>
      <DataTable
        columns={rankingColumns(t, ranking)}
        rows={group.rows}
        rowKey={(row) => `${row.memberId ?? ''}-${row.clubId ?? ''}`}
        emptyText={t('ranking.empty')}
        label={rankingGroupTitle(group, t)}
        minWidth={640}
      />
    </Stack>
  );
}

function SeasonRankingView({ seasonId }: { seasonId: number }) {
  const query = useQuery(rankingQuery(seasonId));
  return <QueryState query={query}>{(ranking: SeasonRanking) => <GroupRanking ranking={ranking} />}</QueryState>;
}

/**
 * A season's ranking for everyone signed in: choose the season and the group (category,
 * discipline and sex or team type), read the table as the server ranks it, download it as XLSX
 * or PDF.
 */
export function RankingPage() {
  const { t } = useTranslation();
  const query = useQuery(seasonsQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState query={query}>
      {(seasons: Season[]) => {
        const season = seasons.find((one) => String(one.id) === chosen) ?? seasons.at(-1);
        if (!season) return <Text c="dimmed">{t('ranking.noSeasons')}</Text>;
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed" maw={720}>
              {t('ranking.help')}
            </Text>
            <LazySelect
              label={t('ranking.season')}
              data={seasons.map((one) => ({ value: String(one.id), label: one.name }))}
              value={String(season.id)}
              onChange={(id) => setChosen(id)}
              allowDeselect={false}
              w={360}
            />
            <SeasonRankingView key={season.id} seasonId={season.id} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
