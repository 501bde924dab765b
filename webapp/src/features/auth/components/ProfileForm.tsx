import { Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { FormError } from '@/components/FormError';
import { updateProfile } from '@/features/auth/api/update-profile';
import { profileSchema, type ProfileValues } from '@/features/auth/schemas/account';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { useSession } from '@/stores/session';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { notify } from '@/lib/notify';
import { FormActions } from '@/components/FormActions';

/** Name and email of the signed-in user (PUT /api/profile). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const form = useZodForm<ProfileValues>(profileSchema, { name: user.name, email: user.email });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      useSession.getState().setUser(updated);
      form.resetDirty({ name: updated.name, email: updated.email });
      notify(t('auth.profile.success'));
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => mutation.mutate({ name: values.name.trim(), email: values.email.trim() }))}
    >
      <Stack gap="md">
        <FormError message={errorMessage} />
        <TextInput label={t('auth.profile.name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <FormActions saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
