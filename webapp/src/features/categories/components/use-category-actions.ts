import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/confirm';
import { deleteCategory } from '@/features/categories/api/delete-category';
import { categoryKeys } from '@/features/categories/api/keys';
import type { Category } from '@/api/types';
import { updateCategory } from '@/features/categories/api/update-category';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/** Archive, unarchive and remove a category, each after a confirmation, with a notice after. */
export function useCategoryActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.disciplines }),
    ]);
  const onError = (error: unknown) => notify(errorText(error), 'error');

  const archive = useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) => updateCategory(id, { isArchived }),
    onSuccess: async (_, { isArchived }) => {
      notify(t(isArchived ? 'categories.archived' : 'categories.unarchived'));
      await refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      notify(t('categories.removed'));
      await refresh();
    },
    onError,
  });

  return {
    toggleArchived: async (category: Category) => {
      const isArchived = !category.isArchived;
      const ok = await confirmAction({
        title: t(isArchived ? 'categories.archiveTitle' : 'categories.unarchiveTitle'),
        message: t(isArchived ? 'categories.archiveText' : 'categories.unarchiveText', { name: category.name }),
      });
      if (ok) archive.mutate({ id: category.id, isArchived });
    },
    remove: async (category: Category) => {
      const ok = await confirmAction({
        title: t('categories.removeTitle'),
        message: t('categories.removeText', { name: category.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (ok) remove.mutate(category.id);
    },
  };
}
