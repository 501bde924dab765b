import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/FormError';
import { requestResetPassword } from '@/features/auth/api/request-reset-password';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/features/auth/schemas/account';
import { hasStatus } from '@/lib/api-errors';
import { useZodForm } from '@/lib/form';

/** Asks for a reset link; 404 means no account has the email (docs/product.md, Errors). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm<ForgotPasswordValues>(forgotPasswordSchema, { email: '' });
  const mutation = useMutation({ mutationFn: requestResetPassword });

  if (mutation.isSuccess) {
    return (
      <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} title={t('auth.forgot.sentTitle')}>
        {t('auth.forgot.sent', { email: mutation.variables.email })}
      </Alert>
    );
  }

  const errorMessage = mutation.isError
    ? t(hasStatus(mutation.error, 404) ? 'errors.unknownEmail' : 'errors.unknownError')
    : null;

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => mutation.mutate({ email: email.trim() }))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
