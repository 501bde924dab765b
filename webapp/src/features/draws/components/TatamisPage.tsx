import '@/features/draws/draws-print.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tatamis } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { drawsQuery } from '@/features/draws/api/list-draws';
import { tatamisQuery } from '@/features/draws/api/tatamis';
import { TatamiCards } from '@/features/draws/components/TatamiCards';
import { TatamiPlanForm } from '@/features/draws/components/TatamiPlanForm';
import { groupTitle } from '@/features/draws/group-title';
import { useTournamentTitle } from '@/features/draws/use-tournament-title';

/** A tournament's tatamis and their running orders (printable): read by everyone who reads the
 * draws, set by those the server lets. */
export function TatamisPage({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  useTournamentTitle(tournamentId, 'pages.tournamentTatamis');
  const query = useQuery(tatamisQuery(tournamentId));
  const draws = useQuery(drawsQuery(tournamentId));
  const drawn = (draws.data?.groups ?? []).filter((group) => group.drawn);
  const groups = drawn.map((group) => ({ value: group.groupKey, label: groupTitle(group, t) }));
  const titles = new Map(groups.map(({ value, label }) => [value, label]));
  const disciplines = new Map(drawn.map((group) => [group.disciplineId, group.disciplineName]));
  return (
    <QueryState query={query}>
      {(plan: Tatamis) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2}>{t('draws.tatamis.title')}</Title>
            <Button
              className="no-print"
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
            >
              {t('draws.tatamis.print')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" className="no-print">
            {t(plan.mayChange ? 'draws.tatamis.helpAdmin' : 'draws.tatamis.help')}
          </Text>
          <TatamiCards tournamentId={tournamentId} tatamis={plan.tatamis} titles={titles} />
          {plan.mayChange && draws.isSuccess && (
            <div className="no-print">
              <TatamiPlanForm tournamentId={tournamentId} plan={plan} groups={groups} disciplines={disciplines} />
            </div>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
