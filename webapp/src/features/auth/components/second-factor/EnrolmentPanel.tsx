import '@/styles/components/Code';
import '@/styles/components/Image';
import { Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecondFactorEnrolment } from '@/api/types';
import { FormActions } from '@/components/FormActions';
import { FormError } from '@/components/FormError';
import { confirmSecondFactor } from '@/features/auth/api/confirm-second-factor';
import { secondFactorQueryOptions } from '@/features/auth/api/get-second-factor';
import { secondFactorCodeSchema, type SecondFactorCodeValues } from '@/features/auth/schemas/account';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { useSession } from '@/stores/session';

interface EnrolmentPanelProps {
  enrolment: SecondFactorEnrolment;
  /** Switched on: the recovery codes to show once. */
  onEnrolled: (recoveryCodes: string[]) => void;
}

/** The QR code and the key for an authenticator app, and the first code that switches the factor on. */
export function EnrolmentPanel({ enrolment, onEnrolled }: EnrolmentPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<SecondFactorCodeValues>(secondFactorCodeSchema, { code: '' });
  const mutation = useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: ({ user, token, recoveryCodes }) => {
      // The server ended every other session: this one goes on with the fresh token.
      useSession.getState().signIn(user, token);
      void queryClient.invalidateQueries({ queryKey: secondFactorQueryOptions().queryKey });
      notify(t('auth.secondFactor.turnedOn'));
      onEnrolled(recoveryCodes);
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, ['code']);
  const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;

  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => mutation.mutate({ code: code.trim() }))}>
      <Stack gap="md">
        <Text size="sm">{t('auth.secondFactor.scan')}</Text>
        <Image src={picture} alt={t('auth.secondFactor.qrAlt')} w={200} h={200} bg="white" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('auth.secondFactor.secret')}
          </Text>
          <Code data-testid="second-factor-secret">{enrolment.secret}</Code>
        </Stack>
        <FormError message={errorMessage} />
        <TextInput
          label={t('auth.secondFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('code')}
        />
        <FormActions saving={mutation.isPending} saveLabel={t('auth.secondFactor.confirm')} />
      </Stack>
    </form>
  );
}
