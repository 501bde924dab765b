import { ErrorBox } from '@/components/ErrorBox';
import { DrawsPage } from '@/features/draws/components/DrawsPage';
import { useIdParam } from '@/lib/route-params';

/** `/tournaments/:id/draws` (admins). */
export default function DrawsRoute() {
  const id = useIdParam('id');
  if (id === null) return <ErrorBox />;
  return <DrawsPage key={id} tournamentId={id} />;
}
