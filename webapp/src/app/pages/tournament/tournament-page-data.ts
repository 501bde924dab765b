import type { PrefetchContext } from '@/app/route-handle';
import { TAB_PARAM } from '@/app/pages/tournament/tabs';
import { tournamentQuery } from '@/api/tournaments/get-tournament';
import { idFrom } from '@/lib/route-params';

/**
 * The tournament page's route prefetch (src/app/preload.ts), for a signed-in user: the tournament,
 * and for admins opening the overview tab (the default) the discipline overview, before the
 * page's chunk arrives and before the fee report its info panel asks for.
 */
export function prefetchTournamentRoute({ params, user, queryClient }: PrefetchContext) {
  const id = idFrom(params.id);
  if (!user || id === null) return;
  void queryClient.prefetchQuery(tournamentQuery(id));
  const tab = new URLSearchParams(window.location.search).get(TAB_PARAM);
  if (!user.isAdmin || (tab !== null && tab !== 'overview')) return;
  // Imported here: the start-up chunk stays free of the registration panels' modules.
  void import('@/features/registrations/api/overview')
    .then(({ overviewQuery }) => queryClient.prefetchQuery(overviewQuery(id)))
    .catch(() => undefined);
}
