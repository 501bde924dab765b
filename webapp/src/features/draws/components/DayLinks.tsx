import { Button } from '@mantine/core';
import { IconLayoutGrid, IconMedal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/config/paths';

/** The ways from a draws page to the competition day's other pages: the tatamis and the medal table. */
export function DayLinks({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to={links.tournamentTatamis(tournamentId)}
        variant="default"
        leftSection={<IconLayoutGrid size={16} />}
      >
        {t('draws.tatamis.open')}
      </Button>
      <Button
        component={Link}
        to={links.tournamentMedals(tournamentId)}
        variant="default"
        leftSection={<IconMedal size={16} />}
      >
        {t('draws.medals.open')}
      </Button>
    </>
  );
}
