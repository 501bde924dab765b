import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AdminTournamentTabs } from '@/app/pages/tournament/AdminTournamentTabs';
import { QueryState } from '@/components/QueryState';
import { PublishedDrawsLink } from '@/features/draws/components/PublishedDrawsLink';
import { RegistrationPanels } from '@/features/registrations/components/RegistrationPanels';
import { tournamentQuery } from '@/api/tournaments/get-tournament';
import { ApplicationsBanner } from '@/app/pages/tournament/applications-banner';
import { TournamentPanel } from '@/features/tournaments/components/TournamentPanel';
import { usePageLabel } from '@/lib/use-page-label';
import { useSession } from '@/stores/session';

interface TournamentPageProps {
  id: number;
  /** The page's path (`/tournaments/7` or `/tournament`): its title and crumb become the name. */
  path: string;
}

/**
 * A tournament's page. Club users: the applications banner, the published draws (once they are),
 * the tournament panel, their club's registration panels and the info panels, in one column. Admins: the same parts and every
 * club's panels on linkable tabs (`AdminTournamentTabs`).
 */
export function TournamentPage({ id, path }: TournamentPageProps) {
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const query = useQuery(tournamentQuery(id));
  usePageLabel(path, query.data?.name);
  return (
    <QueryState query={query}>
      {(tournament) =>
        isAdmin ? (
          <AdminTournamentTabs tournament={tournament} />
        ) : (
          <Stack gap="lg">
            <ApplicationsBanner tournament={tournament} />
            <PublishedDrawsLink tournament={tournament} />
            <TournamentPanel tournament={tournament} isAdmin={false} />
            <RegistrationPanels tournament={tournament} />
          </Stack>
        )
      }
    </QueryState>
  );
}
