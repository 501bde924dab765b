import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { clubsQuery } from '@/api/clubs/list-clubs';
import { ClubsTable } from '@/features/clubs/components/ClubsTable';
import { viewerOf } from '@/lib/permissions';
import { useSession } from '@/stores/session';

/** `/clubs/list`: the federation's clubs (blocked and deleted ones are left out by the server). */
export default function ClubsListRoute() {
  const user = useSession((state) => state.user);
  const query = useQuery(clubsQuery());
  if (!user) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <QueryState query={query}>{(page) => <ClubsTable clubs={page.items} viewer={viewerOf(user)} />}</QueryState>
    </Paper>
  );
}
