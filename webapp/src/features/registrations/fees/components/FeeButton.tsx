import { Button, type MantineSize } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintedTournament } from '@/components/use-print-facts';
import type { ClubFee } from '@/features/registrations/api/types';
import { NS } from '@/features/registrations/i18n';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The drawer (fee table, Drawer) loads when it first opens.
const FeeDrawer = lazy(() =>
  import('@/features/registrations/fees/components/FeeDrawer').then((module) => ({ default: module.FeeDrawer })),
);

/** The button that opens a club's registration-fee preview (the fee drawer). */
export function FeeButton({
  fee,
  tournament,
  size = 'xs',
}: {
  fee: ClubFee;
  /** The tournament the fee is of, named on its print. */
  tournament: PrintedTournament & { id: number };
  size?: MantineSize;
}) {
  const { t } = useTranslation(NS);
  const [opened, setOpened] = useState(false);
  const drawerNeeded = useOpenedOnce(opened);
  return (
    <>
      <Button size={size} variant="default" leftSection={<IconReceipt size={14} />} onClick={() => setOpened(true)}>
        {t('fee.details')}
      </Button>
      {drawerNeeded && (
        <Suspense fallback={null}>
          <FeeDrawer fee={fee} tournament={tournament} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
