import { lazy, Suspense } from 'react';
import type { Tournament } from '@/api/types';
import { PanelLoader } from '@/features/registrations/components/PanelLoader';
import { overviewVisible } from '@/features/registrations/visibility';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

// Far down the page: its code loads once someone may see it.
const OverviewPanels = lazy(() =>
  import('@/features/registrations/components/OverviewPanels').then((module) => ({ default: module.OverviewPanels })),
);

/**
 * The discipline overview of the tournament page: admins always, with the switch that shows it
 * to clubs; others when it is shown to them (docs/product.md, Variants).
 */
export function DisciplineOverview({ tournament }: { tournament: Tournament }) {
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const variant = useAppData((state) => state.variant);
  const showDisciplines = useAppData((state) => state.settings?.showDisciplines);
  if (!overviewVisible(isAdmin, variant, showDisciplines)) return null;
  // In the wff variant clubs always see it: the switch would change nothing.
  return (
    <Suspense fallback={<PanelLoader />}>
      <OverviewPanels tournament={tournament} withSwitch={isAdmin && variant !== 'wff'} />
    </Suspense>
  );
}
