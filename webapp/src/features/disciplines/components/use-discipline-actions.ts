import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/confirm';
import { deleteDiscipline } from '@/features/disciplines/api/delete-discipline';
import { disciplineKeys } from '@/features/disciplines/api/keys';
import type { Discipline } from '@/api/types';
import { updateDiscipline } from '@/features/disciplines/api/update-discipline';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/** Archive, unarchive and remove a discipline, each after a confirmation, with a notice after. */
export function useDisciplineActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: disciplineKeys.all });
  const onError = (error: unknown) => notify(errorText(error), 'error');

  const archive = useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) => updateDiscipline(id, { isArchived }),
    onSuccess: async (_, { isArchived }) => {
      notify(t(isArchived ? 'disciplines.archived' : 'disciplines.unarchived'));
      await refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteDiscipline,
    onSuccess: async () => {
      notify(t('disciplines.removed'));
      await refresh();
    },
    onError,
  });

  return {
    toggleArchived: async (discipline: Discipline) => {
      const isArchived = !discipline.isArchived;
      const ok = await confirmAction({
        title: t(isArchived ? 'disciplines.archiveTitle' : 'disciplines.unarchiveTitle'),
        message: t(isArchived ? 'disciplines.archiveText' : 'disciplines.unarchiveText', { name: discipline.name }),
      });
      if (ok) archive.mutate({ id: discipline.id, isArchived });
    },
    remove: async (discipline: Discipline) => {
      const ok = await confirmAction({
        title: t('disciplines.removeTitle'),
        message: t('disciplines.removeText', { name: discipline.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (ok) remove.mutate(discipline.id);
    },
  };
}
