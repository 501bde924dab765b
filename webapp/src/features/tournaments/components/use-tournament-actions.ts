import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/confirm';
import { archiveTournament } from '@/api/tournaments/archive-tournament';
import { deleteTournament } from '@/api/tournaments/delete-tournament';
import { tournamentKeys } from '@/api/tournaments/keys';
import type { Tournament } from '@/api/types';
import { updateTournament } from '@/api/tournaments/update-tournament';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-client';
import { errorText } from '@/lib/translate-message';
import { applicationsErrorText } from '@/features/tournaments/rules';

type Named = Pick<Tournament, 'id' | 'name'>;

/**
 * Archive, unarchive, remove, open and close applications (also offered right after a tournament
 * is created): each after a confirmation, with a notice
 * after, refreshing the tournaments and the app data (the sidebar's active tournament).
 */
export function useTournamentActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.appData }),
    ]);
  const onError = (error: unknown) => notify(errorText(error), 'error');

  const archive = useMutation({
    mutationFn: archiveTournament,
    onSuccess: async () => {
      notify(t('tournaments.archived'));
      await refresh();
    },
    onError,
  });
  const unarchive = useMutation({
    mutationFn: (id: number) => updateTournament(id, { isArchived: false }),
    onSuccess: async () => {
      notify(t('tournaments.unarchived'));
      await refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteTournament,
    onSuccess: async () => {
      notify(t('tournaments.removed'));
      await refresh();
    },
    onError,
  });
  const applications = useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) => updateTournament(id, { registrationOpen: open }),
    onSuccess: async (_, { open }) => {
      notify(t(open ? 'tournaments.applications.opened' : 'tournaments.applications.closed'));
      await refresh();
    },
    onError: (error: unknown) => notify(applicationsErrorText(error), 'error'),
  });

  return {
    pending: archive.isPending || unarchive.isPending || remove.isPending || applications.isPending,
    archive: async (tournament: Named) => {
      const ok = await confirmAction({
        title: t('tournaments.archiveTitle'),
        message: t('tournaments.archiveText', { name: tournament.name }),
      });
      if (ok) archive.mutate(tournament.id);
    },
    unarchive: async (tournament: Named) => {
      const ok = await confirmAction({
        title: t('tournaments.unarchiveTitle'),
        message: t('tournaments.unarchiveText', { name: tournament.name }),
      });
      if (ok) unarchive.mutate(tournament.id);
    },
    remove: async (tournament: Named, onRemoved?: () => void) => {
      const ok = await confirmAction({
        title: t('tournaments.removeTitle'),
        message: t('tournaments.removeText', { name: tournament.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (ok) remove.mutate(tournament.id, { onSuccess: onRemoved });
    },
    setApplications: async (tournament: Named, open: boolean) => {
      const ok = await confirmAction({
        title: t(open ? 'tournaments.applications.openTitle' : 'tournaments.applications.closeTitle'),
        message: t(open ? 'tournaments.applications.openText' : 'tournaments.applications.closeText', {
          name: tournament.name,
        }),
      });
      if (ok) applications.mutate({ id: tournament.id, open });
    },
    /** After a tournament is created (applications closed): offers to open them at once. */
    offerToOpen: async (tournament: Named) => {
      const ok = await confirmAction({
        title: t('tournaments.applications.offerTitle'),
        message: t('tournaments.applications.offerText', { name: tournament.name }),
        confirmLabel: t('tournaments.applications.open'),
      });
      if (ok) applications.mutate({ id: tournament.id, open: true });
    },
  };
}
