import { ErrorBox } from '@/components/ErrorBox';
import { MedalTablePage } from '@/features/draws/components/MedalTablePage';
import { useIdParam } from '@/lib/route-params';

/** `/tournaments/:id/medals`: the medal table (admins; clubs once the draws are published). */
export default function MedalsRoute() {
  const id = useIdParam('id');
  if (id === null) return <ErrorBox />;
  return <MedalTablePage key={id} tournamentId={id} />;
}
