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

/** A tournament's page: the applications banner, the tournament panel and the registration panels. */
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
          {/*
            REGISTRATION PANELS: RegistrationPanels renders the own club's panels. Still to come,
            in this order: all competitors and teams; coaches, referees, officials (admins); clubs
            list (admin print); change history (admins); info panel; own club info; discipline
            overview; club cost deductions (admins). Nothing is rendered until they exist.
          */}
        </Stack>
      )}
    </QueryState>
  );
}
