import '@/styles/components/Image';
import '@/styles/components/Typography';
import { Group, Image, Paper, Stack, Text, Typography } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { TournamentAdminMenu } from '@/features/tournaments/components/TournamentAdminMenu';
import { TournamentFiles } from '@/features/tournaments/components/TournamentFiles';
import { competitionText } from '@/lib/competition';
import { formatDateTime } from '@/lib/format';

// Admins' public link (with its copy button) loads after the page: clubs never see it.
const PublicLink = lazy(() =>
  import('@/features/tournaments/components/PublicLink').then((module) => ({ default: module.PublicLink })),
);

/**
 * The tournament panel: the competition's day and place, the application window (labelled as
 * such, so it does not read as the event's dates), cover, description (HTML sanitized by the
 * server), documents, gallery.
 */
interface TournamentPanelProps {
  tournament: Tournament;
  isAdmin: boolean;
  /** With the documents and the gallery (the admins' page has them on a tab of their own). */
  withFiles?: boolean;
}

/** The cover's height in px: a banner, lower on phones. */
const COVER_HEIGHT = { base: 100, sm: 200 };

export function TournamentPanel({ tournament, isAdmin, withFiles = true }: TournamentPanelProps) {
  const { t } = useTranslation();
  const period = [formatDateTime(tournament.startDate), formatDateTime(tournament.endDate)].filter(Boolean).join(' – ');
  const competition = competitionText(tournament);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('tournaments.panel')}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={600} data-testid="competition-day">
                {competition
                  ? t('tournaments.competitionDay', { when: competition })
                  : t('tournaments.competitionNotSet')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" data-testid="applications-period">
              {t('tournaments.registrationPeriod', { period })}
            </Text>
          </Stack>
          {/* An archived tournament is read-only: unarchive it from the tournaments list. */}
          {isAdmin && !tournament.isArchived && <TournamentAdminMenu tournament={tournament} />}
        </Group>

        {isAdmin && tournament.isPublic && !tournament.isArchived && (
          <Suspense fallback={null}>
            <PublicLink tournamentId={tournament.id} />
          </Suspense>
        )}

        {/* A banner of capped height: the club's registration buttons stay on the first screen. */}
        {tournament.cover && (
          <Image src={tournament.cover} alt={t('tournaments.files.cover')} radius="md" h={COVER_HEIGHT} fit="cover" />
        )}

        {/* The server keeps only an allow-list of formatting tags (docs/product.md, Security). */}
        <Typography>
          <div data-testid="tournament-description" dangerouslySetInnerHTML={{ __html: tournament.description }} />
        </Typography>

        {withFiles && <TournamentFiles tournament={tournament} />}
      </Stack>
    </Paper>
  );
}
