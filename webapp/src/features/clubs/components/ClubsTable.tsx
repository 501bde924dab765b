import { Anchor, Avatar } from '@mantine/core';
import { IconBuildingCommunity, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Club } from '@/api/types';
import { ConfirmButton } from '@/components/ConfirmButton';
import { DataTable, type Column } from '@/components/DataTable';
import { links } from '@/config/paths';
import { deleteClub } from '@/api/clubs/delete-club';
import { clubKeys } from '@/api/clubs/keys';
import { notify } from '@/lib/notify';
import { canDeleteClub, type Viewer } from '@/lib/permissions';
import { errorText } from '@/lib/translate-message';
import { ExternalLink } from './ExternalLink';

/** The federation's clubs; admins delete any but their own, after a confirmation naming it. */
export function ClubsTable({ clubs, viewer }: { clubs: readonly Club[]; viewer: Viewer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
      header: t('auth.club.name'),
      render: (club) => (
        <Anchor component={Link} to={links.clubView(club.id)} fw={600} size="sm">
          {club.name}
        </Anchor>
      ),
    },
    { key: 'shortName', header: t('auth.club.shortName'), render: (club) => club.shortName },
    { key: 'city', header: t('auth.club.city'), render: (club) => club.city },
    { key: 'address', header: t('auth.club.address'), render: (club) => club.address },
    { key: 'email', header: t('auth.club.email'), render: (club) => <ExternalLink kind="email" value={club.email} /> },
    {
      key: 'website',
      header: t('auth.club.website'),
      render: (club) => <ExternalLink kind="website" value={club.website} />,
    },
    { key: 'contact', header: t('auth.club.contact'), render: (club) => club.contact },
    { key: 'mobile', header: t('auth.club.mobile'), render: (club) => club.mobile },
  ];
  if (viewer.isAdmin) {
    columns.push({
      key: 'actions',
      header: '',
      width: 56,
      render: (club) =>
        canDeleteClub(viewer, club.id) ? (
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
      minWidth={1000}
      label={t('pages.clubs')}
    />
  );
}
