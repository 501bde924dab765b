import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompetitorDay } from '@/api/types';
import { links } from '@/config/paths';
import { clubDayQuery } from '@/features/draws/api/tatamis';
import { formatTimeOfDay } from '@/lib/format';

interface ClubDayPanelProps {
  tournamentId: number;
  clubId: number;
  /** Each drawn group's title by its groupKey. */
  titles: ReadonlyMap<string, string>;
}

function Where({ competitor }: { competitor: CompetitorDay }) {
  const { t } = useTranslation();
  if (competitor.tatami === null) return <Text size="sm">{t('draws.day.noTatami')}</Text>;
  return (
    <Text size="sm">
      {t('draws.day.where', {
        tatami: competitor.tatami,
        time: formatTimeOfDay(competitor.groupStartsAt),
      })}
    </Text>
  );
}

function Now({ competitor }: { competitor: CompetitorDay }) {
  const { t } = useTranslation();
  if (competitor.place !== null) {
    return (
      <Text size="sm" fw={700}>
        {t('draws.day.placed', { place: competitor.place })}
      </Text>
    );
  }
  const bout = competitor.nextBout;
  if (bout === null)
    return (
      <Text size="sm" c="dimmed">
        {t('draws.day.noBout')}
      </Text>
    );
  return (
    <Text size="sm">
      {bout.opponent
        ? t('draws.day.nextAgainst', { round: bout.round, opponent: bout.opponent })
        : t('draws.day.nextUnknown', { round: bout.round })}
    </Text>
  );
}

/** A club on the day: each of its competitors in the drawn groups with the tatami and the group's
 * estimated start, and the next bout (the opponent when known) or the place. */
export function ClubDayPanel({ tournamentId, clubId, titles }: ClubDayPanelProps) {
  const { t } = useTranslation();
  const day = useQuery(clubDayQuery(tournamentId, clubId)).data ?? [];
  if (day.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="club-day">
      <Title order={3}>{t('draws.day.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {day.map((competitor) => (
          <Paper key={competitor.registrationId} withBorder p="sm" data-testid="club-day-competitor">
            <Stack gap={2}>
              <Text fw={600}>{competitor.name}</Text>
              <Anchor size="sm" component={Link} to={links.tournamentDraw(tournamentId, competitor.groupKey)}>
                {titles.get(competitor.groupKey) ?? competitor.groupKey}
              </Anchor>
              <Where competitor={competitor} />
              <Now competitor={competitor} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
