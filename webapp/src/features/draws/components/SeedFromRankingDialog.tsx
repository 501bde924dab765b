import '@/styles/components/Modal';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '@/components/LazySelect';
import { drawKeys } from '@/features/draws/api/keys';
import { seasonChoicesQuery, seedFromRanking } from '@/features/draws/api/seed-from-ranking';
import { isApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useOpenedAfterMount } from '@/lib/use-opened-once';

export interface SeedFromRankingDialogProps {
  tournamentId: number;
  groupKey: string;
  onClose: () => void;
}

/**
 * The season to seed a group from (the latest first); the server picks and orders the seeds,
 * and a refusal is shown on the season field.
 */
export function SeedFromRankingDialog({ tournamentId, groupKey, onClose }: SeedFromRankingDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shown = useOpenedAfterMount(true);
  const seasons = useQuery(seasonChoicesQuery()).data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const latest = seasons.at(-1);
  const seasonId = chosen ?? (latest ? String(latest.id) : null);
  const [error, setError] = useState<string | undefined>();
  const seed = useMutation({
    mutationFn: (id: number) => seedFromRanking(tournamentId, groupKey, id),
    onSuccess: async (seeded) => {
      notify(t('draws.rankingSeeds.done', { count: seeded.length }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: drawKeys.tournament(tournamentId) });
    },
    onError: (failure) => {
      const fields = isApiError(failure) ? failure.fieldErrors : {};
      setError(fields.seasonId ?? fields.rankingGroup);
      notify(errorText(failure), 'error');
    },
  });
  return (
    <Modal opened={shown} onClose={onClose} title={t('draws.rankingSeeds.title')}>
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
  );
}
