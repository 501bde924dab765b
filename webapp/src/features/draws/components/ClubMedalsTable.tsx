import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClubMedals } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';

const total = (club: ClubMedals) => club.gold + club.silver + club.bronze;

function clubColumns(t: TFunction): Column<ClubMedals>[] {
  return [
    { key: 'rank', header: t('draws.medals.rank'), render: (_club, index) => index + 1, width: 48 },
    { key: 'club', header: t('draws.medals.club'), render: (club) => club.clubName },
    { key: 'gold', header: t('draws.medals.gold'), render: (club) => club.gold, align: 'right', width: 80 },
    { key: 'silver', header: t('draws.medals.silver'), render: (club) => club.silver, align: 'right', width: 80 },
    { key: 'bronze', header: t('draws.medals.bronze'), render: (club) => club.bronze, align: 'right', width: 80 },
    { key: 'total', header: t('draws.medals.total'), render: total, align: 'right', width: 80 },
  ];
}

function ClubCard({ club, index, t }: { club: ClubMedals; index: number; t: TFunction }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{`${index + 1}. ${club.clubName}`}</Text>
      <Text size="sm" c="dimmed">
        {[
          `${t('draws.medals.gold')}: ${club.gold}`,
          `${t('draws.medals.silver')}: ${club.silver}`,
          `${t('draws.medals.bronze')}: ${club.bronze}`,
        ].join(' · ')}
      </Text>
    </Stack>
  );
}

/** The clubs by gold, silver and bronze as the server ranks them (cards on a phone). */
export function ClubMedalsTable({ clubs }: { clubs: ClubMedals[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={clubColumns(t)}
      rows={clubs}
      rowKey={(club) => `${club.clubId ?? ''}-${club.clubName}`}
      emptyText={t('draws.medals.empty')}
      label={t('draws.medals.clubs')}
      minWidth={480}
      card={(club, index) => <ClubCard club={club} index={index} t={t} />}
    />
  );
}
