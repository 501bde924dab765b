import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserSummary } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { links } from '@/config/paths';
import type { Viewer } from '@/lib/permissions';
import { userCapabilitiesQuery } from '@/features/users/api/list-user-capabilities';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { UserActions } from './UserActions';

// The dialog, its form and validation load the first time an admin opens it.
const PasswordDialog = lazy(() => import('./PasswordDialog'));

/**
 * Name, club (linked) and, for admins, e-mail and an action menu on the rows the server says they
 * may act on (listUserCapabilities: every row but their own), none before it answers.
 */
export function UsersTable({ users, viewer }: { users: readonly UserSummary[]; viewer: Viewer }) {
  const { t } = useTranslation();
  const rows = useQuery({ ...userCapabilitiesQuery(users.map((user) => user.id)), enabled: viewer.isAdmin });
  const actOn = new Set(rows.data?.filter((row) => row.changeStatus).map((row) => row.id));
  const [passwordFor, setPasswordFor] = useState<UserSummary | null>(null);
  const dialogNeeded = useOpenedOnce(passwordFor !== null);

  const columns: Column<UserSummary>[] = [
    {
      key: 'name',
      header: t('users.name'),
      render: (user) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          {user.isAdmin && (
            <Badge size="xs" variant="light">
              {t('users.admin')}
            </Badge>
          )}
          {user.isBlocked && (
            <Badge size="xs" color="red" variant="light">
              {t('users.blocked')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'club',
      header: t('users.club'),
      render: (user) =>
        user.club ? (
          <Anchor component={Link} to={links.clubView(user.club.id)} size="sm">
            {user.club.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  if (viewer.isAdmin) {
    columns.push(
      { key: 'email', header: t('users.email'), render: (user) => user.email ?? '' },
      {
        key: 'actions',
        header: '',
        width: 56,
        render: (user) =>
          actOn.has(user.id) ? <UserActions user={user} onChangePassword={() => setPasswordFor(user)} /> : null,
      },
    );
  }

  return (
    <>
      <DataTable
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        emptyText={t('users.empty')}
        minWidth={viewer.isAdmin ? 720 : 480}
        label={t('pages.users')}
      />
      {dialogNeeded && (
        <Suspense fallback={null}>
          <PasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
        </Suspense>
      )}
    </>
  );
}
