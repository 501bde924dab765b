import { Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/FormActions';
import { FormError } from '@/components/FormError';
import { PasswordField } from '@/components/PasswordField';
import { secondFactorQueryOptions } from '@/features/auth/api/get-second-factor';
import { turnOffSecondFactor } from '@/features/auth/api/turn-off-second-factor';
import { turnOffSecondFactorSchema, type TurnOffSecondFactorValues } from '@/features/auth/schemas/account';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

/** Switch the second factor off with the password and a code (from the app or a recovery code). */
export function TurnOffForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<TurnOffSecondFactorValues>(turnOffSecondFactorSchema, { password: '', code: '' });
  const mutation = useMutation({
    mutationFn: turnOffSecondFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: secondFactorQueryOptions().queryKey });
      notify(t('auth.secondFactor.turnedOff'));
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, ['password', 'code']);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ ...values, code: values.code.trim() }))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('auth.secondFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          withAsterisk
          {...form.getInputProps('code')}
        />
        <FormActions saving={mutation.isPending} saveLabel={t('auth.secondFactor.turnOff')} />
      </Stack>
    </form>
  );
}
