import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '@/components/ErrorBox';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { tournamentQuery } from '@/api/tournaments/get-tournament';
import { TournamentForm } from '@/features/tournaments/components/TournamentForm';
import { useTournamentId } from '@/features/tournaments/routes/use-tournament-id';
import { usePageLabel } from '@/lib/use-page-label';

/** `/tournaments/:id/edit` (admins); the tournament's name in the breadcrumbs. */
export default function EditTournamentRoute() {
  const id = useTournamentId();
  const query = useQuery({ ...tournamentQuery(id ?? 0), enabled: id !== null });
  usePageLabel(links.tournamentView(id ?? 0), query.data?.name);
  if (id === null) return <ErrorBox />;
  return (
    <QueryState query={query}>
      {(tournament) => <TournamentForm key={tournament.id} tournament={tournament} />}
    </QueryState>
  );
}
