import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import { DataTable, type Column } from '@/components/DataTable';
import { FormDrawer } from '@/components/FormDrawer';
import { QueryState } from '@/components/QueryState';
import { deleteSeason } from '@/features/seasons/api/delete-season';
import { seasonKeys } from '@/features/seasons/api/keys';
import { seasonsQuery } from '@/features/seasons/api/list-seasons';
import type { SeasonFormProps } from '@/features/seasons/components/SeasonForm';
import { formatDate } from '@/lib/format';
import { lazyRoute } from '@/lib/lazy-route';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

// The form (number and date fields) loads with the drawer, after the list.
const SeasonForm = lazyRoute<SeasonFormProps>(() =>
  import('@/features/seasons/components/SeasonForm').then((module) => ({ default: module.SeasonForm })),
);

/** `1: 10 · 2: 7 · 3: 5`: each place with its points. */
export const pointsText = (season: Season): string =>
  season.points.map((row) => `${row.place}: ${row.points}`).join(' · ');

/** Settings › Seasons (admins): each season's days and points table; create, change and delete. */
export function SeasonsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(seasonsQuery());
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (season: Season) => deleteSeason(season.id),
    onSuccess: async () => {
      notify(t('seasons.deleted'));
      await queryClient.invalidateQueries({ queryKey: seasonKeys.all });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const ask = async (season: Season) => {
    const yes = await confirmAction({
      title: t('seasons.deleteTitle'),
      message: t('seasons.deleteText', { name: season.name }),
      confirmLabel: t('common.delete'),
    });
    if (yes) remove.mutate(season);
  };
  const columns: Column<Season>[] = [
    { key: 'name', header: t('seasons.name'), render: (season) => season.name },
    {
      key: 'days',
      header: t('seasons.days'),
      render: (season) => `${formatDate(season.startsOn)} – ${formatDate(season.endsOn)}`,
    },
    { key: 'points', header: t('seasons.points'), render: pointsText },
    {
      key: 'actions',
      header: '',
      width: 96,
      render: (season) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('seasons.edit', { name: season.name })}
            onClick={() => setEditing(season)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('seasons.delete', { name: season.name })}
            onClick={() => void ask(season)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t('seasons.help')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('seasons.create')}
        </Button>
      </Group>
      <QueryState query={query}>
        {(seasons: Season[]) => (
          <DataTable
            columns={columns}
            rows={seasons}
            rowKey={(season) => season.id}
            emptyText={t('seasons.empty')}
            label={t('pages.settingsSeasons')}
            minWidth={560}
          />
        )}
      </QueryState>
      <FormDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'seasons.create' : 'seasons.change')}
      >
        {editing !== null && (
          <Suspense fallback={null}>
            <SeasonForm season={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          </Suspense>
        )}
      </FormDrawer>
    </Stack>
  );
}
