import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/confirm';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface CatalogItem {
  id: number;
  name: string;
  isArchived: boolean;
}

interface CatalogEndpoints {
  /** Catalogue key prefix of the texts (`categories`, `disciplines`): titles, questions, notices. */
  texts: string;
  update: (id: number, change: { isArchived: boolean }) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  /** The keys (key helpers) a change refreshes. */
  refreshes: readonly QueryKey[];
}

/**
 * Archive, unarchive and remove an item of a settings catalogue (categories, disciplines), each
 * after a confirmation, with a notice after: CatalogSettingsPage's `actions`.
 */
export function useCatalogActions<Item extends CatalogItem>({ texts, update, remove, refreshes }: CatalogEndpoints) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const onError = (error: unknown) => notify(errorText(error), 'error');

  const archive = useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) => update(id, { isArchived }),
    onSuccess: async (_, { isArchived }) => {
      notify(t(isArchived ? `${texts}.archived` : `${texts}.unarchived`));
      await refresh();
    },
    onError,
  });
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      notify(t(`${texts}.removed`));
      await refresh();
    },
    onError,
  });

  return {
    toggleArchived: async (item: Item) => {
      const isArchived = !item.isArchived;
      const ok = await confirmAction({
        title: t(isArchived ? `${texts}.archiveTitle` : `${texts}.unarchiveTitle`),
        message: t(isArchived ? `${texts}.archiveText` : `${texts}.unarchiveText`, { name: item.name }),
      });
      if (ok) archive.mutate({ id: item.id, isArchived });
    },
    remove: async (item: Item) => {
      const ok = await confirmAction({
        title: t(`${texts}.removeTitle`),
        message: t(`${texts}.removeText`, { name: item.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (ok) removal.mutate(item.id);
    },
  };
}
