import { Button } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (Modal and its styles) loads when it is first opened.
const SeedFromRankingDialog = lazy(() =>
  import('@/features/draws/components/SeedFromRankingDialog').then((module) => ({
    default: module.SeedFromRankingDialog,
  })),
);

interface SeedFromRankingButtonProps {
  tournamentId: number;
  groupKey: string;
}

/** Admins: the group's seeds 1 to 4 from a season's ranking of the same kind, chosen in a dialog. */
export function SeedFromRankingButton({ tournamentId, groupKey }: SeedFromRankingButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconListNumbers size={14} />} onClick={() => setOpened(true)}>
        {t('draws.rankingSeeds.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SeedFromRankingDialog tournamentId={tournamentId} groupKey={groupKey} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
