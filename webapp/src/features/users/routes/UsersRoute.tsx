import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { usersQuery } from '@/features/users/api/list-users';
import { UsersTable } from '@/features/users/components/UsersTable';
import { viewerOf } from '@/lib/permissions';
import { useSession } from '@/stores/session';

/** `/users`: everyone sees names and clubs; admins also e-mails and the actions. */
export default function UsersRoute() {
  const user = useSession((state) => state.user);
  const query = useQuery(usersQuery());
  if (!user) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <QueryState query={query}>{(page) => <UsersTable users={page.items} viewer={viewerOf(user)} />}</QueryState>
    </Paper>
  );
}
