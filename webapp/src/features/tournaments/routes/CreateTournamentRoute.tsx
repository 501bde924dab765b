import { TournamentForm } from '@/features/tournaments/components/TournamentForm';

/** `/tournaments/create` (admins). */
export default function CreateTournamentRoute() {
  return <TournamentForm tournament={null} />;
}
