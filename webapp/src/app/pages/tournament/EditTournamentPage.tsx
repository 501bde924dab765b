import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { tournamentQuery } from '@/api/tournaments/get-tournament';
import EditTournamentRoute from '@/features/tournaments/routes/EditTournamentRoute';
import { useTournamentId } from '@/features/tournaments/routes/use-tournament-id';

/** The caps and club quotas of the tournament's entries: loaded apart from the form (the
 * form's page has no room for them in its first-load budget), shown as soon as they arrive. */
const LazyEntryLimits = lazy(() =>
  import('@/features/registrations/components/EntryLimitsSection').then((module) => ({
    default: module.EntryLimitsSection,
  })),
);

/** `/tournaments/:id/edit` (admins): the tournament's form and, below it, its entry limits
 * (saved on their own: a change of caps may promote waiting entries at once). */
export default function EditTournamentPage() {
  const id = useTournamentId();
  const query = useQuery({ ...tournamentQuery(id ?? 0), enabled: id !== null });
  const tournament = query.data;
  return (
    <Stack>
      <EditTournamentRoute />
      {tournament && !tournament.isArchived && (
        <Suspense fallback={null}>
          <LazyEntryLimits tournament={tournament} />
        </Suspense>
      )}
    </Stack>
  );
}
