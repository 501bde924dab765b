import '@/styles/components/Image';
import '@/styles/components/Typography';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconFileText, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PublicTournament } from '@/api/types';
import { ErrorBox } from '@/components/ErrorBox';
import { links, paths } from '@/config/paths';
import { publicTournamentQuery } from '@/features/events/api/public-tournaments';
import { ClubEventBox } from '@/features/events/components/ClubEventBox';
import { CompetitionLine } from '@/features/events/components/CompetitionLine';
import { EventCounts } from '@/features/events/components/EventCounts';
import { EventEntries } from '@/features/events/components/EventEntries';
import { ApiError } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/format';
import { useIdParam } from '@/lib/route-params';
import { errorText } from '@/lib/translate-message';
import { usePageLabel } from '@/lib/use-page-label';
import { useSession } from '@/stores/session';

function Summary({ tournament }: { tournament: PublicTournament }) {
  const { t } = useTranslation();
  const figures = [
    ['events.clubs', tournament.clubsCount],
    ['events.competitors', tournament.competitorsCount],
    ['events.teams', tournament.teamsCount],
  ] as const;
  return (
    <SimpleGrid cols={3} spacing="xs">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" ta="center">
          <Text fz={24} fw={700} data-testid={label}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {t(label)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function EventPage({ tournament }: { tournament: PublicTournament }) {
  const { t } = useTranslation();
  const clubId = useSession((state) => state.user?.club?.id ?? null);
  const period = [formatDateTime(tournament.startDate), formatDateTime(tournament.endDate)].filter(Boolean).join(' – ');
  usePageLabel(useLocation().pathname, tournament.name);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.events} size="sm">
          {t('events.all')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {tournament.name}
          </Title>
          <Badge color={tournament.isActive ? 'green' : 'gray'} variant="light">
            {t(tournament.isActive ? 'events.open' : 'events.closed')}
          </Badge>
        </Group>
        <CompetitionLine tournament={tournament} />
        <Text size="sm" c="dimmed" data-testid="applications-period">
          {t('events.period', { period })}
        </Text>
      </Stack>
      {clubId !== null && <ClubEventBox tournamentId={tournament.id} clubId={clubId} />}
      {tournament.competitors && (
        <Button
          component={Link}
          to={links.eventResults(tournament.id)}
          variant="light"
          leftSection={<IconTrophy size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('events.results')}
        </Button>
      )}
      {tournament.cover && <Image src={tournament.cover} alt="" radius="md" mah={280} fit="cover" />}
      <Summary tournament={tournament} />
      {/* The server keeps only an allow-list of formatting tags. */}
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: tournament.description }} />
      </Typography>
      {tournament.documents.length > 0 && (
        <Stack gap={6}>
          <Title order={2} fz="lg">
            {t('events.documents')}
          </Title>
          {tournament.documents.map((document) => (
            <Group key={document.path} gap="xs" wrap="nowrap">
              <IconFileText size={18} />
              <Anchor href={document.path} target="_blank" rel="noopener" size="sm">
                {document.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
      {tournament.images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {tournament.images.map((image) => (
            <Anchor key={image.path} href={image.path} target="_blank" rel="noopener">
              <Image src={image.path} alt={image.name} h={120} fit="cover" radius="sm" />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('events.counts')}
        </Title>
        <EventCounts tournament={tournament} />
      </Stack>
      {tournament.competitors && tournament.teams && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('events.entryList')}
          </Title>
          <EventEntries tournament={tournament} competitors={tournament.competitors} teams={tournament.teams} />
        </Stack>
      )}
    </Stack>
  );
}

/** `/events/:id`: a tournament shown in public, for anyone (no sign-in). */
export default function EventRoute() {
  const { t } = useTranslation();
  const id = useIdParam('id');
  const found = useQuery({ ...publicTournamentQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <ErrorBox />;
  if (found.isPending) return <Loader role="progressbar" aria-label={t('events.loading')} />;
  if (found.isError && found.error instanceof ApiError && found.error.status === 404)
    return <Text c="dimmed">{t('events.notFound')}</Text>;
  if (found.isError)
    return (
      <ErrorBox message={errorText(found.error)} onRetry={() => void found.refetch()} retrying={found.isFetching} />
    );
  return <EventPage tournament={found.data} />;
}
