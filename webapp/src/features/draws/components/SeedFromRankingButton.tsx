import '@/styles/components/Modal';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconListNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '@/components/LazySelect';
import { drawKeys } from '@/features/draws/api/keys';
import { seasonChoicesQuery, seedFromRanking } from '@/features/draws/api/seed-from-ranking';
import { isApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useOpenedAfterMount } from '@/lib/use-opened-once';

interface SeedFromRankingButtonProps {
  tournamentId: number;
  groupKey: string;
}

/**
 * Admins: the group's seeds 1 to 4 from a season's ranking of the same kind (chosen in a
 * dialog; the latest season first). The server picks and orders them; a refusal is shown on the
 * season field.
 */
export function SeedFromRankingButton({ tournamentId, groupKey }: SeedFromRankingButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const shown = useOpenedAfterMount(opened);
  const seasons = useQuery({ ...seasonChoicesQuery(), enabled: opened }).data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const seasonId = chosen ?? (seasons.at(-1) ? String(seasons.at(-1)?.id) : null);
  const [error, setError] = useState<string | undefined>();
  const seed = useMutation({
    mutationFn: (id: number) => seedFromRanking(tournamentId, groupKey, id),
    onSuccess: async (seeded) => {
      notify(t('draws.rankingSeeds.done', { count: seeded.length }));
      setOpened(false);
      await queryClient.invalidateQueries({ queryKey: drawKeys.tournament(tournamentId) });
    },
    onError: (failure) => {
      const fields = isApiError(failure) ? failure.fieldErrors : {};
      setError(fields.seasonId ?? fields.rankingGroup);
      notify(errorText(failure), 'error');
    },
  });
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconListNumbers size={14} />} onClick={() => setOpened(true)}>
        {t('draws.rankingSeeds.button')}
      </Button>
      <Modal opened={shown} onClose={() => setOpened(false)} title={t('draws.rankingSeeds.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('draws.rankingSeeds.text')}</Text>
          <LazySelect
            label={t('draws.rankingSeeds.season')}
            data={seasons.map((season) => ({ value: String(season.id), label: season.name }))}
            value={seasonId}
            onChange={setChosen}
            allowDeselect={false}
            nothingFoundMessage={t('draws.rankingSeeds.none')}
            error={error}
          />
          <Group justify="flex-end">
            <Button
              disabled={seasonId === null}
              loading={seed.isPending}
              onClick={() => seasonId !== null && seed.mutate(Number(seasonId))}
            >
              {t('draws.rankingSeeds.apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
