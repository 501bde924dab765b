import { ErrorBox } from '@/components/ErrorBox';
import { links } from '@/config/paths';
import { TournamentView } from '@/features/tournaments/components/TournamentView';
import { useTournamentId } from '@/features/tournaments/routes/use-tournament-id';

/** `/tournaments/:id` (admins). */
export default function TournamentViewRoute() {
  const id = useTournamentId();
  if (id === null) return <ErrorBox />;
  return <TournamentView key={id} id={id} path={links.tournamentView(id)} />;
}
