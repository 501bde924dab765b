import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorBox } from '@/components/ErrorBox';
import { links, paths } from '@/config/paths';
import { publicTournamentsQuery } from '@/features/events/api/public-tournaments';
import { CompetitionLine } from '@/features/events/components/CompetitionLine';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/translate-message';
import { useSession } from '@/stores/session';

/**
 * `/events`: the tournaments shown in public, for anyone (no sign-in). A club user is sent to the
 * club's tournaments page instead: the same tournaments (and those not shown in public), each with
 * the club's own entries and fee and a link to its public page.
 */
export default function EventsRoute() {
  const hasClub = useSession((state) => state.user?.club != null);
  return hasClub ? <Navigate to={paths.tournaments} replace /> : <PublicEvents />;
}

function PublicEvents() {
  const { t } = useTranslation();
  const listed = useQuery(publicTournamentsQuery());
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('events.title')}
      </Title>
      {listed.isPending && <Loader role="progressbar" aria-label={t('events.loading')} />}
      {listed.isError && (
        <ErrorBox
          message={errorText(listed.error)}
          onRetry={() => void listed.refetch()}
          retrying={listed.isFetching}
        />
      )}
      {listed.data?.length === 0 && <Text c="dimmed">{t('events.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {listed.data?.map((event) => (
          <Paper key={event.id} withBorder p="md" component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Anchor component={Link} to={links.event(event.id)} fw={600}>
                {event.name}
              </Anchor>
              <Badge color={event.isActive ? 'green' : 'gray'} variant="light">
                {t(event.isActive ? 'events.open' : 'events.closed')}
              </Badge>
            </Group>
            <CompetitionLine tournament={event} />
            <Text size="sm" c="dimmed">
              {t('events.period', {
                period: [formatDateTime(event.startDate), formatDateTime(event.endDate)].filter(Boolean).join(' – '),
              })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
