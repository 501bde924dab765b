import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/FormError';
import { changePassword } from '@/features/auth/api/change-password';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { changePasswordSchema, type ChangePasswordValues } from '@/features/auth/schemas/account';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { useSession } from '@/stores/session';
import { notify } from '@/lib/notify';
import { FormActions } from '@/components/FormActions';
import { PasswordField } from '@/components/PasswordField';

/** Current and new password; keeps the fresh token the server sends back. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm<ChangePasswordValues>(changePasswordSchema, { currentPassword: '', newPassword: '' });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user, token }) => {
      const session = useSession.getState();
      if (token) session.setToken(token);
      session.setUser(user);
      form.reset();
      notify(t('auth.changePassword.success'));
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <PasswordField
          label={t('auth.changePassword.current')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t('auth.changePassword.new')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <FormActions saving={mutation.isPending} saveLabel={t('auth.changePassword.submit')} />
      </Stack>
    </form>
  );
}
