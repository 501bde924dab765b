import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/FormError';
import { paths } from '@/config/paths';
import { resetPassword } from '@/features/auth/api/reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from '@/features/auth/schemas/account';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { PasswordField } from '@/components/PasswordField';

/** New password and its repetition for the mailed token; success leads to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm<ResetPasswordValues>(resetPasswordSchema, { password: '', repeat: '' });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      notify(t('auth.reset.success'));
      void navigate(paths.login, { replace: true });
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => mutation.mutate({ token, password }))}>
      <Stack gap="md">
        <FormError message={mutation.isError ? t('errors.unknownError') : null} />
        <PasswordField
          label={t('auth.reset.password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.reset.repeat')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
