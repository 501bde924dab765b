import { ErrorBox } from '@/components/ErrorBox';
import { ClubDrawsPage } from '@/features/draws/components/ClubDrawsPage';
import { DrawsPage } from '@/features/draws/components/DrawsPage';
import { useIdParam } from '@/lib/route-params';
import { useSession } from '@/stores/session';

/** `/tournaments/:id/draws`: admins make and publish the draws; clubs read the published ones. */
export default function DrawsRoute() {
  const id = useIdParam('id');
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  if (id === null) return <ErrorBox />;
  return isAdmin ? <DrawsPage key={id} tournamentId={id} /> : <ClubDrawsPage key={id} tournamentId={id} />;
}
