import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArchiveToggle } from '@/components/ArchiveToggle';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { RowActionsMenu, type RowAction } from '@/components/RowActionsMenu';
import { links, paths } from '@/config/paths';
import { competitionColumn, dateColumns, nameColumn } from '@/features/tournaments/components/tournament-columns';
import { tournamentCapabilitiesQuery } from '@/api/tournaments/get-tournament-capabilities';
import { tournamentsQuery } from '@/api/tournaments/list-tournaments';
import type { Tournament } from '@/api/types';
import { useTournamentActions } from '@/features/tournaments/components/use-tournament-actions';

interface TournamentMenuProps {
  tournament: Tournament;
  actionsOf: (tournament: Tournament, mayArchive: boolean) => RowAction[];
}

/** A row's "⋮" menu; once asked for, it asks the server whether the tournament may be archived now. */
function TournamentMenu({ tournament, actionsOf }: TournamentMenuProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const capabilities = useQuery({
    ...tournamentCapabilitiesQuery(tournament.id),
    enabled: asked && !tournament.isArchived,
  });
  return (
    <Box style={{ display: 'contents' }} onClickCapture={() => setAsked(true)}>
      <RowActionsMenu
        label={t('rowActions.labelFor', { name: tournament.name })}
        actions={actionsOf(tournament, capabilities.data?.archive ?? false)}
      />
    </Box>
  );
}

/** `/tournaments` (admins): active or archived tournaments with counts and actions. */
export default function TournamentsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [archived, setArchived] = useState(false);
  const query = useQuery(tournamentsQuery(archived));
  const actions = useTournamentActions();

  const rowActions = (tournament: Tournament, mayArchive: boolean): RowAction[] => [
    {
      key: 'edit',
      label: t('common.edit'),
      icon: <IconPencil size={16} />,
      disabled: tournament.isArchived, // read-only until unarchived (the server refuses too)
      onClick: () => void navigate(links.editTournament(tournament.id)),
    },
    tournament.isArchived
      ? {
          key: 'unarchive',
          label: t('rowActions.unarchive'),
          icon: <IconArchiveOff size={16} />,
          onClick: () => void actions.unarchive(tournament),
        }
      : {
          key: 'archive',
          label: t('rowActions.archive'),
          icon: <IconArchive size={16} />,
          disabled: !mayArchive, // the server's answer (getTournamentCapabilities), off until it comes
          onClick: () => void actions.archive(tournament),
        },
    {
      key: 'remove',
      label: t('common.delete'),
      icon: <IconTrash size={16} />,
      color: 'red',
      onClick: () => void actions.remove(tournament),
    },
  ];

  const columns: Column<Tournament>[] = [
    nameColumn(t),
    competitionColumn(t),
    ...dateColumns(t),
    {
      key: 'competitors',
      header: t('tournaments.competitorsCount'),
      render: (tournament) => tournament.competitorsCount,
    },
    { key: 'clubs', header: t('tournaments.clubsCount'), render: (tournament) => tournament.clubsCount },
    {
      key: 'actions',
      header: t('common.actions'),
      width: 90,
      render: (tournament) => <TournamentMenu tournament={tournament} actionsOf={rowActions} />,
    },
  ];

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <ArchiveToggle archived={archived} onChange={setArchived} />
          <Button component={Link} to={paths.createTournament} leftSection={<IconPlus size={16} />}>
            {t('tournaments.create')}
          </Button>
        </Group>
        <QueryState query={query}>
          {(page) => (
            <DataTable
              label={t('pages.tournaments')}
              columns={columns}
              rows={page.items}
              rowKey={(tournament) => tournament.id}
              emptyText={t(archived ? 'tournaments.emptyArchive' : 'tournaments.empty')}
              minWidth={880}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
