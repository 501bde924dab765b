import '@/styles/components/NumberInput';
import { Alert, Anchor, Badge, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DrawGroup, Draws } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { downloadDraws } from '@/features/draws/api/download-draws';
import { DayLinks } from '@/features/draws/components/DayLinks';
import { drawKeys } from '@/features/draws/api/keys';
import { drawsQuery } from '@/features/draws/api/list-draws';
import { makeDraws } from '@/features/draws/api/make-draws';
import { publishDraws } from '@/features/draws/api/publish-draws';
import { SeedFromRankingButton } from '@/features/draws/components/SeedFromRankingButton';
import { groupTitle } from '@/features/draws/group-title';
import { useTournamentTitle } from '@/features/draws/use-tournament-title';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

function GroupState({ group }: { group: DrawGroup }) {
  const { t } = useTranslation();
  if (!group.drawn) return <Badge variant="outline">{t('draws.notDrawn')}</Badge>;
  if (!group.stale) return <Badge color="green">{t('draws.drawn')}</Badge>;
  return (
    <Stack gap={2}>
      <Badge color="orange">{t('draws.stale')}</Badge>
      {group.added.length > 0 && <Text size="xs">{t('draws.added', { names: group.added.join(', ') })}</Text>}
      {group.removed.length > 0 && <Text size="xs">{t('draws.removed', { names: group.removed.join(', ') })}</Text>}
    </Stack>
  );
}

/** Admins: a tournament's groups (entrants, format, state) with make, re-make, publish and the PDF. */
export function DrawsPage({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(drawsQuery(tournamentId));
  useTournamentTitle(tournamentId, 'pages.tournamentDraws');
  const [seed, setSeed] = useState<number | string>('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: drawKeys.tournament(tournamentId) });
  const make = useMutation({
    mutationFn: (groups: string[] | null) =>
      makeDraws(tournamentId, { groups, seed: typeof seed === 'number' ? seed : null }),
    onSuccess: async () => {
      notify(t('draws.made'));
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => publishDraws(tournamentId, published),
    onSuccess: async ({ published }) => {
      notify(t(published ? 'draws.publishedNow' : 'draws.unpublishedNow'));
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const pdf = () => downloadDraws(tournamentId).catch((error: unknown) => notify(errorText(error), 'error'));

  const columns: Column<DrawGroup>[] = [
    {
      key: 'group',
      header: t('draws.group'),
      render: (group) =>
        group.drawn ? (
          <Anchor component={Link} to={links.tournamentDraw(tournamentId, group.groupKey)}>
            {groupTitle(group, t)}
          </Anchor>
        ) : (
          groupTitle(group, t)
        ),
    },
    { key: 'size', header: t('draws.entrants'), render: (group) => group.size, width: 90 },
    { key: 'format', header: t('draws.format'), render: (group) => t(`draws.formats.${group.format}`) },
    { key: 'seed', header: t('draws.seed'), render: (group) => group.seed ?? '', width: 110 },
    { key: 'state', header: t('draws.state'), render: (group) => <GroupState group={group} /> },
    {
      key: 'actions',
      header: '',
      render: (group) => (
        <Group gap="xs" wrap="nowrap">
          <SeedFromRankingButton tournamentId={tournamentId} groupKey={group.groupKey} />
          <Button size="xs" variant="light" loading={make.isPending} onClick={() => make.mutate([group.groupKey])}>
            {group.drawn ? t('draws.remake') : t('draws.make')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <QueryState query={query}>
      {(draws: Draws) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2}>{t('draws.title')}</Title>
            {draws.published && <Badge color="green">{t('draws.published')}</Badge>}
          </Group>
          <Alert variant="light">{t('draws.help')}</Alert>
          <Group align="flex-end">
            <NumberInput
              label={t('draws.seedInput')}
              value={seed}
              onChange={setSeed}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              w={200}
            />
            <Button loading={make.isPending} onClick={() => make.mutate(null)}>
              {t('draws.makeAll')}
            </Button>
            <Button variant="default" loading={publish.isPending} onClick={() => publish.mutate(!draws.published)}>
              {draws.published ? t('draws.unpublish') : t('draws.publish')}
            </Button>
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void pdf()}>
              {t('draws.pdf')}
            </Button>
            <DayLinks tournamentId={tournamentId} />
          </Group>
          <DataTable
            columns={columns}
            rows={draws.groups}
            rowKey={(group) => group.groupKey}
            emptyText={t('draws.empty')}
            label={t('draws.title')}
          />
        </Stack>
      )}
    </QueryState>
  );
}
