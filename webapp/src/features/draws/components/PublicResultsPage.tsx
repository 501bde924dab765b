import '@/styles/components/Combobox';
import '@/styles/components/Popover';
import { Alert, Anchor, Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { GroupResults, MedalTable } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { publicGroupResultsQuery, publicMedalTableQuery } from '@/features/draws/api/public-results';
import { ClubMedalsTable } from '@/features/draws/components/ClubMedalsTable';
import { DrawBody } from '@/features/draws/components/DrawBody';
import { Placings } from '@/features/draws/components/Placings';
import { StandingsTable } from '@/features/draws/components/StandingsTable';
import { groupTitle } from '@/features/draws/group-title';
import { POLL_MS, useLiveResults } from '@/features/draws/use-live-results';
import { ApiError } from '@/lib/api-errors';

function PublicGroup({ results }: { results: GroupResults }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="public-group">
      {results.draw.format === 'ROUND_ROBIN' ? (
        <Stack gap="xs">
          <Title order={4}>{t('draws.results.standings')}</Title>
          <StandingsTable draw={results.draw} standings={results.standings} />
        </Stack>
      ) : (
        <Placings results={results} />
      )}
      <DrawBody results={results} ownClubId={null} />
    </Stack>
  );
}

function ChosenGroup({
  tournamentId,
  groupKey,
  poll,
}: {
  tournamentId: number;
  groupKey: string;
  poll: number | false;
}) {
  const query = useQuery(publicGroupResultsQuery(tournamentId, groupKey, poll));
  return <QueryState query={query}>{(results) => <PublicGroup results={results} />}</QueryState>;
}

function Results({ tournamentId, table, poll }: { tournamentId: number; table: MedalTable; poll: number | false }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const groups = table.groups.map((group) => ({ value: group.groupKey, label: groupTitle(group, t) }));
  const chosen = groups.find((group) => group.value === params.get('group'))?.value ?? groups[0]?.value ?? null;
  return (
    <Stack gap="lg">
      {chosen === null ? (
        <Text c="dimmed">{t('draws.medals.noGroups')}</Text>
      ) : (
        <Stack gap="sm">
          <Select
            label={t('draws.public.group')}
            data={groups}
            value={chosen}
            onChange={(value) => value && setParams({ group: value }, { replace: true })}
            searchable
            allowDeselect={false}
            maw={480}
          />
          <ChosenGroup key={chosen} tournamentId={tournamentId} groupKey={chosen} poll={poll} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('draws.medals.clubs')}
        </Title>
        <ClubMedalsTable clubs={table.clubs} />
      </Stack>
    </Stack>
  );
}

/**
 * A tournament's results in public, as they are entered (no sign-in): a group's bracket and
 * placings, chosen from every drawn group, and the medal table. The server pushes each change
 * (`useLiveResults`); without the stream the page reads them again every `POLL_MS`.
 */
export function PublicResultsPage({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const live = useLiveResults(tournamentId);
  const poll = live ? false : POLL_MS;
  const medals = useQuery(publicMedalTableQuery(tournamentId, poll));
  const hidden = medals.error instanceof ApiError && medals.error.status === 404;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={links.event(tournamentId)} size="sm">
          {t('draws.public.back')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('draws.public.title')}
          </Title>
          {!hidden && (
            <Badge color={live ? 'green' : 'gray'} variant="light" data-testid="live-state">
              {t(live ? 'draws.public.live' : 'draws.public.polling')}
            </Badge>
          )}
        </Group>
      </Stack>
      {hidden ? (
        <Alert color="blue">{t('draws.public.notShown')}</Alert>
      ) : (
        <QueryState query={medals}>
          {(table) => <Results tournamentId={tournamentId} table={table} poll={poll} />}
        </QueryState>
      )}
    </Stack>
  );
}
