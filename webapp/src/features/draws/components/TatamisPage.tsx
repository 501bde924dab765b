import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tatamis } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { drawsQuery } from '@/features/draws/api/list-draws';
import { tatamisQuery } from '@/features/draws/api/tatamis';
import { TatamiCards } from '@/features/draws/components/TatamiCards';
import { TatamiPlanForm } from '@/features/draws/components/TatamiPlanForm';
import { groupTitle } from '@/features/draws/group-title';
import { useTournamentTitle } from '@/features/draws/use-tournament-title';

/** A tournament's tatamis: read by everyone who reads the draws, set by those the server lets. */
export function TatamisPage({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  useTournamentTitle(tournamentId, 'pages.tournamentTatamis');
  const query = useQuery(tatamisQuery(tournamentId));
  const draws = useQuery(drawsQuery(tournamentId));
  const drawn = (draws.data?.groups ?? []).filter((group) => group.drawn);
  const groups = drawn.map((group) => ({ value: group.groupKey, label: groupTitle(group, t) }));
  const titles = new Map(groups.map(({ value, label }) => [value, label]));
  return (
    <QueryState query={query}>
      {(plan: Tatamis) => (
        <Stack gap="md">
          <Title order={2}>{t('draws.tatamis.title')}</Title>
          <Text size="sm" c="dimmed">
            {t(plan.mayChange ? 'draws.tatamis.helpAdmin' : 'draws.tatamis.help')}
          </Text>
          <TatamiCards tournamentId={tournamentId} tatamis={plan.tatamis} titles={titles} />
          {plan.mayChange && draws.isSuccess && (
            <TatamiPlanForm tournamentId={tournamentId} plan={plan} groups={groups} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
