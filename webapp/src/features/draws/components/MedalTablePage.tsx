import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTournament } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DrawGroup, GroupPlacings, MedalTable } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { medalTableQuery } from '@/features/draws/api/get-medal-table';
import { drawsQuery } from '@/features/draws/api/list-draws';
import { ClubMedalsTable } from '@/features/draws/components/ClubMedalsTable';
import { PlacingList } from '@/features/draws/components/PlacingList';
import { ResultsPdfButton } from '@/features/draws/components/ResultsPdfButton';
import { groupTitle } from '@/features/draws/group-title';
import { useTournamentTitle } from '@/features/draws/use-tournament-title';

/** The places that win a medal: 1, 2 and the two 3rds. */
const PODIUM = 3;

interface PodiumProps {
  tournamentId: number;
  group: GroupPlacings;
  drawn: DrawGroup | undefined;
}

function Podium({ tournamentId, group, drawn }: PodiumProps) {
  const { t } = useTranslation();
  const title = drawn ? groupTitle(drawn, t) : `${group.categoryName} · ${group.disciplineName}`;
  const medals = group.placings.filter((placed) => placed.place <= PODIUM);
  return (
    <Paper withBorder p="sm" role="region" aria-label={title} data-testid="podium">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor component={Link} to={links.tournamentDraw(tournamentId, group.groupKey)} fw={600} size="sm">
            {title}
          </Anchor>
          <Badge color={group.complete ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {t(group.complete ? 'draws.medals.complete' : 'draws.medals.inProgress')}
          </Badge>
        </Group>
        {medals.length > 0 ? (
          <PlacingList placings={medals} label={title} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('draws.medals.noPlacings')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A tournament's medal table (admins; clubs once the draws are published): clubs by gold, silver
 * and bronze as the server ranks them, and each drawn group's podium so far.
 */
export function MedalTablePage({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const query = useQuery(medalTableQuery(tournamentId));
  const groups = useQuery(drawsQuery(tournamentId));
  useTournamentTitle(tournamentId, 'pages.tournamentMedals');
  const drawn = new Map(groups.data?.groups.map((group) => [group.groupKey, group]));
  return (
    <QueryState query={query}>
      {(table: MedalTable) => (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Text size="sm" c="dimmed" maw={640}>
              {t('draws.medals.help')}
            </Text>
            <Group gap="xs">
              <ResultsPdfButton tournamentId={tournamentId} />
              <Button
                component={Link}
                to={links.tournamentDraws(tournamentId)}
                variant="default"
                leftSection={<IconTournament size={16} />}
              >
                {t('draws.open')}
              </Button>
            </Group>
          </Group>
          <Stack gap="xs">
            <Title order={3}>{t('draws.medals.clubs')}</Title>
            <ClubMedalsTable clubs={table.clubs} />
          </Stack>
          <Stack gap="xs">
            <Title order={3}>{t('draws.medals.groups')}</Title>
            {table.groups.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('draws.medals.noGroups')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {table.groups.map((group) => (
                  <Podium
                    key={group.groupKey}
                    tournamentId={tournamentId}
                    group={group}
                    drawn={drawn.get(group.groupKey)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
