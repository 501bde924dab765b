import { ErrorBox } from '@/components/ErrorBox';
import { PublicResultsPage } from '@/features/draws/components/PublicResultsPage';
import { useIdParam } from '@/lib/route-params';

/** `/events/:id/results`: a public tournament's results as they are entered (no sign-in). */
export default function PublicResultsRoute() {
  const id = useIdParam('id');
  if (id === null) return <ErrorBox />;
  return <PublicResultsPage key={id} tournamentId={id} />;
}
