import '@/styles/components/Checkbox';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/FormError';
import { createCategory } from '@/features/categories/api/create-category';
import { CategoryLimitFields } from '@/features/categories/components/CategoryLimitFields';
import { categoryKeys } from '@/features/categories/api/keys';
import type { Category } from '@/api/types';
import { updateCategory } from '@/features/categories/api/update-category';
import {
  categoryBody,
  categorySchema,
  categoryValues,
  type CategoryValues,
} from '@/features/categories/schemas/category';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { FormActions } from '@/components/FormActions';

export interface CategoryFormProps {
  /** The category to edit, or null for a new one. */
  category: Category | null;
  onDone: () => void;
}

/** Name, "not chargeable" and the limits of a category; creates or updates it. */
export function CategoryForm({ category, onDone }: CategoryFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<CategoryValues>(categorySchema, categoryValues(category));
  const mutation = useMutation({
    mutationFn: (values: CategoryValues) =>
      category ? updateCategory(category.id, categoryBody(values)) : createCategory(categoryBody(values)),
    onSuccess: async () => {
      notify(t(category ? 'categories.updated' : 'categories.created'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.disciplines }),
      ]);
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, [
    'name',
    'noPay',
    'minAge',
    'maxAge',
    'ageBy',
    'minBelt',
    'maxBelt',
  ]);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <TextInput label={t('categories.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Checkbox label={t('categories.noPay')} {...form.getInputProps('noPay', { type: 'checkbox' })} />
        <CategoryLimitFields form={form} />
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
