import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { RegistrationPanels } from '@/features/registrations/components/RegistrationPanels';
import { getTournament } from '@/features/tournaments/api/get-tournament';
import { tournamentKeys } from '@/features/tournaments/api/keys';
import { ApplicationsBanner } from '@/features/tournaments/components/ApplicationsBanner';
import { TournamentPanel } from '@/features/tournaments/components/TournamentPanel';
import { usePageLabel } from '@/lib/use-page-label';
import { useSession } from '@/stores/session';

interface TournamentViewProps {
  id: number;
  /** The page's path (`/tournaments/7` or `/tournament`): its title and crumb become the name. */
  path: string;
}

/**
 * A tournament's page: the applications banner, the tournament panel and the registration panels
 * (own club, every club's lists, clubs, history, info panels, discipline overview, fees, deductions).
 */
export function TournamentView({ id, path }: TournamentViewProps) {
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const query = useQuery({ queryKey: tournamentKeys.detail(id), queryFn: () => getTournament(id) });
  usePageLabel(path, query.data?.name);
  return (
    <QueryState query={query}>
      {(tournament) => (
        <Stack gap="lg">
          <ApplicationsBanner tournament={tournament} />
          <TournamentPanel tournament={tournament} isAdmin={isAdmin} />
          <RegistrationPanels tournament={tournament} />
        </Stack>
      )}
    </QueryState>
  );
}
