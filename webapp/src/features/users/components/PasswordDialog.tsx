import '@/styles/components/Modal';
import { Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@/api/types';
import { FormError } from '@/components/FormError';
import { changeUserPassword } from '@/features/users/api/change-user-password';
import { userPasswordSchema, type UserPasswordValues } from '@/features/users/schemas/password';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useOpenedAfterMount } from '@/lib/use-opened-once';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { FormActions } from '@/components/FormActions';
import { PasswordField } from '@/components/PasswordField';

function PasswordForm({ user, onDone }: { user: UserSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm<UserPasswordValues>(userPasswordSchema, { password: '' });
  const mutation = useMutation({
    mutationFn: (values: UserPasswordValues) => changeUserPassword(user.id, values),
    onSuccess: () => {
      notify(t('users.passwordUpdated', { name: user.name }));
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, ['password']);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <PasswordField
          label={t('users.newPassword')}
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('password')}
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} saveLabel={t('users.updatePassword')} />
      </Stack>
    </form>
  );
}

/**
 * The admin's "update password" dialog for another user. Loaded the first time it opens
 * (UsersTable), so it mounts open and slides in one render later, like on later opens.
 */
export default function PasswordDialog({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const opened = useOpenedAfterMount(user !== null);
  return (
    <Modal opened={opened} onClose={onClose} title={user ? t('users.passwordTitle', { name: user.name }) : ''} centered>
      {user && <PasswordForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}
