import { constraints } from '@/api/constraints';
import '@/styles/components/Modal';
import '@/styles/components/NumberInput';
import { Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/FormError';
import { isValidDeduction } from '@/features/registrations/fees/deductions';
import { updateDeduction } from '@/features/registrations/fees/deductions-api';
import type { ClubDeduction } from '@/features/registrations/api/types';
import { NS } from '@/features/registrations/i18n';
import { applyServerErrors, translateErrorProp } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { useOpenedAfterMount } from '@/lib/use-opened-once';
import { FormActions } from '@/components/FormActions';

interface DeductionFormProps {
  deduction: ClubDeduction;
  onSaved: () => Promise<unknown>;
  onDone: () => void;
}

function DeductionForm({ deduction, onSaved, onDone }: DeductionFormProps) {
  const { t } = useTranslation(NS);
  const form = useForm<{ deduction: number | string }>({
    mode: 'controlled',
    initialValues: { deduction: deduction.deduction },
    validate: { deduction: (value) => (isValidDeduction(value) ? null : t('deductions.range')) },
    enhanceGetInputProps: translateErrorProp,
  });
  const mutation = useMutation({
    mutationFn: (value: number) => updateDeduction(deduction.id, { deduction: value }),
    onSuccess: async () => {
      notify(t('deductions.updated'));
      await onSaved();
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, ['deduction']);
  return (
    <form noValidate onSubmit={form.onSubmit(({ deduction: value }) => mutation.mutate(Number(value)))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <NumberInput
          label={t('deductions.deduction')}
          min={constraints.deductionMin}
          max={constraints.deductionMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          data-autofocus
          {...form.getInputProps('deduction')}
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  );
}

interface DeductionDialogProps {
  /** The deduction being changed, null when closed. */
  deduction: ClubDeduction | null;
  clubName: string;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}

/** Admins: change a club's deduction percent (0–100, checked here and by the server). */
export function DeductionDialog({ deduction, clubName, onSaved, onClose }: DeductionDialogProps) {
  const { t } = useTranslation(NS);
  const opened = useOpenedAfterMount(deduction !== null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('deductions.editTitle', { club: clubName })} centered>
      {deduction && <DeductionForm key={deduction.id} deduction={deduction} onSaved={onSaved} onDone={onClose} />}
    </Modal>
  );
}
