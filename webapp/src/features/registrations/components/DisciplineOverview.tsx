import { lazy, Suspense } from 'react';
import type { Tournament } from '@/api/types';
import { PanelLoader } from '@/features/registrations/components/PanelLoader';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

// Far down the page: its code loads once someone may see it.
const OverviewPanels = lazy(() =>
  import('@/features/registrations/components/OverviewPanels').then((module) => ({ default: module.OverviewPanels })),
);

/**
 * The discipline overview of the tournament page, for those the server shows it to (the caller
 * asks getTournamentCapabilities: docs/product.md, Variants); admins get the switch that shows it
 * to clubs.
 */
export function DisciplineOverview({ tournament }: { tournament: Tournament }) {
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const variant = useAppData((state) => state.variant);
  // In the wff variant clubs always see it: the switch would change nothing.
  return (
    <Suspense fallback={<PanelLoader />}>
      <OverviewPanels tournament={tournament} withSwitch={isAdmin && variant !== 'wff'} />
    </Suspense>
  );
}
