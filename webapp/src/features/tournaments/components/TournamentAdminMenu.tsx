import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';

// The menu (Mantine Menu with floating-ui) loads on the first click.
const TournamentAdminMenuDropdown = lazy(() => import('@/features/tournaments/components/TournamentAdminMenuDropdown'));

/** The admin menu of the tournament panel: edit, open or close applications. */
export function TournamentAdminMenu({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button variant="light" rightSection={<IconChevronDown size={16} />} onClick={() => setWanted(true)}>
      {t('tournaments.adminMenu')}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <TournamentAdminMenuDropdown tournament={tournament} />
    </Suspense>
  );
}
