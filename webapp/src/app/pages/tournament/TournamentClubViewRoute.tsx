import { ErrorBox } from '@/components/ErrorBox';
import { links } from '@/config/paths';
import { TournamentClubView } from '@/app/pages/tournament/TournamentClubView';
import { useTournamentId } from '@/features/tournaments/routes/use-tournament-id';
import { useIdParam } from '@/lib/route-params';

/** `/tournaments/:id/view/:clubId` (admins). */
export default function TournamentClubViewRoute() {
  const id = useTournamentId();
  const clubId = useIdParam('clubId');
  if (id === null || clubId === null) return <ErrorBox />;
  return (
    <TournamentClubView
      key={`${id}-${clubId}`}
      tournamentId={id}
      clubId={clubId}
      tournamentPath={links.tournamentView(id)}
      path={links.tournamentClubView(id, clubId)}
    />
  );
}
