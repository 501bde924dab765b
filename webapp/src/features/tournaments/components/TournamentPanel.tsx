import '@/styles/components/Image';
import '@/styles/components/Typography';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { PublicLink } from '@/features/tournaments/components/PublicLink';
import { TournamentAdminMenu } from '@/features/tournaments/components/TournamentAdminMenu';
import { formatFileSize } from '@/features/tournaments/schemas/files';
import { formatDateTime } from '@/lib/format';

/** The tournament panel: cover, dates, description (HTML sanitized by the server), documents, gallery. */
export function TournamentPanel({ tournament, isAdmin }: { tournament: Tournament; isAdmin: boolean }) {
  const { t } = useTranslation();
  const period = [formatDateTime(tournament.startDate), formatDateTime(tournament.endDate)].filter(Boolean).join(' – ');
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('tournaments.panel')}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('tournaments.registrationPeriod', { period })}
          </Text>
          {/* An archived tournament is read-only: unarchive it from the tournaments list. */}
          {isAdmin && !tournament.isArchived && <TournamentAdminMenu tournament={tournament} />}
        </Group>

        {isAdmin && tournament.isPublic && !tournament.isArchived && <PublicLink tournamentId={tournament.id} />}

        {tournament.cover && (
          <Image src={tournament.cover} alt={t('tournaments.files.cover')} radius="md" mah={320} fit="cover" />
        )}

        {/* The server keeps only an allow-list of formatting tags (decisions §6). */}
        <Typography>
          <div data-testid="tournament-description" dangerouslySetInnerHTML={{ __html: tournament.description }} />
        </Typography>

        {tournament.documents.length > 0 && (
          <Stack gap={6}>
            <Title order={3} fz="md">
              {t('tournaments.files.documents')}
            </Title>
            {tournament.documents.map((document) => (
              <Group key={document.id} gap="xs" wrap="nowrap">
                <IconFileText size={18} />
                {document.path ? (
                  <Anchor href={document.path} target="_blank" rel="noopener" size="sm">
                    {document.name}
                  </Anchor>
                ) : (
                  <Text size="sm">{document.name}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatFileSize(document.size)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}

        {tournament.images.length > 0 && (
          <Stack gap={6}>
            <Title order={3} fz="md">
              {t('tournaments.files.gallery')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              {tournament.images
                .filter((image) => image.path)
                .map((image) => (
                  <Anchor key={image.id} href={image.path ?? undefined} target="_blank" rel="noopener">
                    <Image src={image.path} alt={image.name} h={140} fit="cover" radius="sm" />
                  </Anchor>
                ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
