import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorEnrolment } from '@/api/types';
import { ErrorBox } from '@/components/ErrorBox';
import { FormError } from '@/components/FormError';
import { secondFactorQueryOptions } from '@/features/auth/api/get-second-factor';
import { startSecondFactorEnrolment } from '@/features/auth/api/start-second-factor-enrolment';
import { EnrolmentPanel } from '@/features/auth/components/second-factor/EnrolmentPanel';
import { RecoveryCodes } from '@/features/auth/components/second-factor/RecoveryCodes';
import { TurnOffForm } from '@/features/auth/components/second-factor/TurnOffForm';
import { errorText } from '@/lib/translate-message';

/**
 * The profile's second factor: switch it on (QR code, key, a first code), the recovery codes shown once, switch it
 * off. `required`: the session is good only for this (an admin who must have one).
 */
export function SecondFactorSettings({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const state = useQuery(secondFactorQueryOptions());
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: startSecondFactorEnrolment, onSuccess: setEnrolment });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (state.isPending) return <Loader size="sm" />;
  if (state.isError) return <ErrorBox message={errorText(state.error)} onRetry={() => void state.refetch()} />;
  if (state.data.enabled) {
    return (
      <Stack gap="md">
        <Text>{t('auth.secondFactor.on', { count: state.data.recoveryCodesLeft })}</Text>
        <TurnOffForm />
      </Stack>
    );
  }
  if (enrolment) {
    return (
      <EnrolmentPanel
        enrolment={enrolment}
        onEnrolled={(codes) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      {required && <Alert color="orange">{t('auth.secondFactor.required')}</Alert>}
      <Text>{t('auth.secondFactor.off')}</Text>
      {start.isError && <FormError message={errorText(start.error)} />}
      <Button onClick={() => start.mutate()} loading={start.isPending}>
        {t('auth.secondFactor.start')}
      </Button>
    </Stack>
  );
}
