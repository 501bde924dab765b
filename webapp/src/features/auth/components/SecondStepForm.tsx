import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/FormError';
import { signInSecondFactor } from '@/features/auth/api/sign-in-second-factor';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { secondFactorCodeSchema, type SecondFactorCodeValues } from '@/features/auth/schemas/account';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { settingsCatalogue, useCatalogue } from '@/lib/i18n';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

interface SecondStepFormProps {
  /** What the password step answered. */
  challenge: string;
  /** Back to the e-mail and password (an expired challenge needs them again). */
  onBack: () => void;
}

/**
 * The sign-in's second step: a code from the authenticator app or a recovery code. Its texts are the second factor's,
 * loaded when it shows (the sign-in page's first load stays as it was).
 */
export function SecondStepForm(props: SecondStepFormProps) {
  return useCatalogue(settingsCatalogue) ? <CodeForm {...props} /> : <Loader size="sm" />;
}

function CodeForm({ challenge, onBack }: SecondStepFormProps) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const form = useZodForm<SecondFactorCodeValues>(secondFactorCodeSchema, { code: '' });
  const mutation = useMutation({
    mutationFn: signInSecondFactor,
    onSuccess: (signedIn) => startSession(signedIn, t('auth.login.success')),
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, ['code']);

  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => mutation.mutate({ challenge, code: code.trim() }))}>
      <Stack gap="md">
        <Text size="sm">{t('auth.secondFactor.signInHint')}</Text>
        <FormError message={errorMessage} />
        <TextInput
          label={t('auth.secondFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          data-autofocus
          withAsterisk
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('auth.secondFactor.signIn')}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t('auth.secondFactor.back')}
        </Button>
      </Stack>
    </form>
  );
}
