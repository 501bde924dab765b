import { ErrorBox } from '@/components/ErrorBox';
import { links } from '@/config/paths';
import { TournamentPage } from '@/app/pages/tournament/TournamentPage';
import { useTournamentId } from '@/features/tournaments/routes/use-tournament-id';

/** `/tournaments/:id`: any tournament a signed-in user may see (archived ones: admins). */
export default function TournamentViewRoute() {
  const id = useTournamentId();
  if (id === null) return <ErrorBox />;
  return <TournamentPage key={id} id={id} path={links.tournamentView(id)} />;
}
