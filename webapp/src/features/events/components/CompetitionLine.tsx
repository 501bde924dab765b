import { Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { competitionText, type CompetitionDay } from '@/lib/competition';

/** The competition's day and place (never the application window), or that the day is not announced yet. */
export function CompetitionLine({ tournament }: { tournament: CompetitionDay }) {
  const { t } = useTranslation();
  const when = competitionText(tournament);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
      <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Text fw={600} data-testid="competition-day">
        {when ? t('events.competitionDay', { when }) : t('events.competitionNotSet')}
      </Text>
    </Group>
  );
}
