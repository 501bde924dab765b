import { useParams } from 'react-router';
import { ErrorBox } from '@/components/ErrorBox';
import { DrawDetail } from '@/features/draws/components/DrawDetail';
import { useIdParam } from '@/lib/route-params';

/** `/tournaments/:id/draws/:groupKey`: a group's draw (admins; clubs once the draws are published). */
export default function DrawRoute() {
  const id = useIdParam('id');
  const { groupKey } = useParams();
  if (id === null || !groupKey) return <ErrorBox />;
  return <DrawDetail key={`${id}-${groupKey}`} tournamentId={id} groupKey={groupKey} />;
}
