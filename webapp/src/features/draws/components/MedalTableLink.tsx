import { Button } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/config/paths';

/** The way from a draws page to the tournament's medal table. */
export function MedalTableLink({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={links.tournamentMedals(tournamentId)}
      variant="default"
      leftSection={<IconMedal size={16} />}
    >
      {t('draws.medals.open')}
    </Button>
  );
}
