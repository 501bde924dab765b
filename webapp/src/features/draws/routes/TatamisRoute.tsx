import { ErrorBox } from '@/components/ErrorBox';
import { TatamisPage } from '@/features/draws/components/TatamisPage';
import { useIdParam } from '@/lib/route-params';

/** `/tournaments/:id/tatamis`: the tatamis (admins set them; others read them once the draws
 * are published). */
export default function TatamisRoute() {
  const id = useIdParam('id');
  if (id === null) return <ErrorBox />;
  return <TatamisPage key={id} tournamentId={id} />;
}
