import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '@/features/tournaments/components/countdown';

/** Counts down, second by second, to the opening of applications; calls `onOpened` when it comes. */
export function OpeningCountdown({ opensAt, onOpened }: { opensAt: Date; onOpened: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(opensAt.getTime(), now);
  useEffect(() => {
    if (left === null) {
      onOpened();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onOpened]);
  if (left === null) return null;
  return (
    <Text size="sm" fw={600} role="timer" aria-live="off">
      {t('tournaments.banner.countdown', { days: left.days, time: left.time })}
    </Text>
  );
}
