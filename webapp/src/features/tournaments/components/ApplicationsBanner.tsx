import { Alert } from '@mantine/core';
import { IconClock, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tournamentKeys } from '@/api/tournaments/keys';
import type { Tournament } from '@/api/types';
import { OpeningCountdown } from '@/features/tournaments/components/OpeningCountdown';
import { formatDateTime } from '@/lib/format';
import { clocksDiffer, momentIn } from '@/lib/time-zones';
import { useAppData } from '@/stores/app-data';

type Shown = Pick<Tournament, 'isActive' | 'endDate' | 'startDate' | 'registrationByClock'>;

/** When applications open by the clock later: that moment (the date-times are the federation's). */
function opensLater(tournament: Shown, timeZone: string): Date | null {
  if (tournament.isActive || !tournament.registrationByClock) return null;
  const opensAt = momentIn(tournament.startDate, timeZone);
  return opensAt && opensAt.getTime() > Date.now() ? opensAt : null;
}

/** A date-time of the federation as entered and, when the user's clock shows it otherwise, theirs beside it. */
function useFederationTime(): (value: string) => string {
  const { t } = useTranslation();
  const timeZone = useAppData((state) => state.timeZone);
  return (value) => {
    const moment = momentIn(value, timeZone);
    const entered = formatDateTime(value);
    if (!moment || !clocksDiffer(moment, timeZone)) return entered;
    return t('tournaments.banner.withYourTime', { date: entered, yours: formatDateTime(moment) });
  };
}

/**
 * Says whether applications are open (until the end date, when there is one) or closed; before
 * they open by the clock, when they open with a countdown (the tournament is read again then).
 */
export function ApplicationsBanner({ tournament }: { tournament: Shown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const opened = useCallback(() => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }), [queryClient]);
  const timeZone = useAppData((state) => state.timeZone);
  const shown = useFederationTime();
  const opensAt = opensLater(tournament, timeZone);
  if (opensAt) {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconClock size={20} />}
        title={t('tournaments.banner.opensAt', { date: shown(tournament.startDate) })}
        role="status"
      >
        <OpeningCountdown opensAt={opensAt} onOpened={opened} />
      </Alert>
    );
  }
  if (tournament.isActive) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconDoorEnter size={20} />}
        title={t('tournaments.banner.open')}
        role="status"
      >
        {tournament.endDate
          ? t('tournaments.banner.openUntil', { date: shown(tournament.endDate) })
          : t('tournaments.banner.openText')}
      </Alert>
    );
  }
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconDoorExit size={20} />}
      title={t('tournaments.banner.closed')}
      role="status"
    >
      {t('tournaments.banner.closedText')}
    </Alert>
  );
}
