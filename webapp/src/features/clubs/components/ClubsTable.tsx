import { Anchor, Avatar, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Club } from '@/api/types';
import { ConfirmButton } from '@/components/ConfirmButton';
import { DataTable, type Column } from '@/components/DataTable';
import { links } from '@/config/paths';
import { deleteClub } from '@/api/clubs/delete-club';
import { clubKeys } from '@/api/clubs/keys';
import { notify } from '@/lib/notify';
import type { Viewer } from '@/lib/permissions';
import { clubRowCapabilitiesQuery } from '@/api/clubs/list-club-capabilities';
import { errorText } from '@/lib/translate-message';
import { ExternalLink } from './ExternalLink';

/**
 * Below this width the table scrolls inside its box: the nine details of a club fit in four
 * two-line columns (club and short name, city and address, contact and mobile, e-mail and
 * website), so the table fits the page's box on a laptop (1,366 px) with the delete button.
 */
export const CLUBS_TABLE_MIN_WIDTH = 720;

/** Two details of a club in one cell: the first as is, the second smaller under it; long
 * words (e-mail addresses, links) wrap instead of widening the table. */
function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm" component="div">
        {first}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        {second}
      </Text>
    </Stack>
  );
}

/**
 * The federation's clubs; admins get a delete button, after a confirmation naming the club, on the
 * rows the server says they may delete (listClubCapabilities: never their own), none before it answers.
 */
export function ClubsTable({ clubs, viewer }: { clubs: readonly Club[]; viewer: Viewer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rows = useQuery({ ...clubRowCapabilitiesQuery(clubs.map((club) => club.id)), enabled: viewer.isAdmin });
  const deletable = new Set(rows.data?.filter((row) => row.delete).map((row) => row.id));
  const remove = useMutation({
    mutationFn: (club: Club) => deleteClub(club.id),
    onSuccess: (_, club) => notify(t('clubs.deleted', { name: club.name })),
    onError: (error) => notify(errorText(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.all }),
  });

  const columns: Column<Club>[] = [
    {
      key: 'logo',
      header: t('clubs.logo'),
      width: 64,
      render: (club) => (
        <Avatar src={club.logo} alt={club.name} radius="sm" size={40} color="indigo">
          <IconBuildingCommunity size={20} />
        </Avatar>
      ),
    },
    {
      key: 'name',
      header: t('clubs.columns.club'),
      render: (club) => (
        <TwoLines
          first={
            <Anchor component={Link} to={links.clubView(club.id)} fw={600} size="sm">
              {club.name}
            </Anchor>
          }
          second={club.shortName}
        />
      ),
    },
    {
      key: 'place',
      header: t('clubs.columns.place'),
      render: (club) => <TwoLines first={club.city} second={club.address} />,
    },
    {
      key: 'contact',
      header: t('clubs.columns.contact'),
      render: (club) => <TwoLines first={club.contact} second={club.mobile} />,
    },
    {
      key: 'online',
      header: t('clubs.columns.online'),
      render: (club) => (
        <TwoLines
          first={<ExternalLink kind="email" value={club.email} />}
          second={<ExternalLink kind="website" value={club.website} />}
        />
      ),
    },
  ];
  if (viewer.isAdmin) {
    columns.push({
      key: 'actions',
      header: '',
      width: 56,
      render: (club) =>
        deletable.has(club.id) ? (
          <ConfirmButton
            label={t('clubs.delete')}
            icon={<IconTrash size={18} />}
            loading={remove.isPending && remove.variables.id === club.id}
            confirm={{
              title: t('clubs.delete'),
              message: t('clubs.deleteMessage', { name: club.name }),
              confirmLabel: t('common.delete'),
            }}
            onConfirm={() => remove.mutate(club)}
          />
        ) : null,
    });
  }

  return (
    <DataTable
      columns={columns}
      rows={clubs}
      rowKey={(club) => club.id}
      emptyText={t('clubs.empty')}
      minWidth={CLUBS_TABLE_MIN_WIDTH}
      label={t('pages.clubs')}
    />
  );
}
