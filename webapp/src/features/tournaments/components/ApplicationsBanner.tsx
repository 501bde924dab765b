import { Alert } from '@mantine/core';
import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { formatDateTime } from '@/lib/format';

/** Says whether applications are open (until the end date, when there is one) or closed. */
export function ApplicationsBanner({ tournament }: { tournament: Pick<Tournament, 'isActive' | 'endDate'> }) {
  const { t } = useTranslation();
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
          ? t('tournaments.banner.openUntil', { date: formatDateTime(tournament.endDate) })
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
