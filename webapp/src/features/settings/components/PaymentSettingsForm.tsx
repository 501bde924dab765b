import '@/styles/components/NumberInput';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Payee, PayeeBody } from '@/api/types';
import { FormActions } from '@/components/FormActions';
import { FormError } from '@/components/FormError';
import { setPaymentSettings } from '@/api/settings/payment-settings';
import { settingsKeys } from '@/api/settings/keys';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

type Values = Required<PayeeBody>;

const FIELDS = ['legalName', 'address', 'taxNumber', 'account', 'bic', 'paymentCode', 'purpose', 'currency', 'dueDays'];
const EMPTY: Values = {
  legalName: '',
  address: '',
  taxNumber: '',
  account: '',
  bic: '',
  paymentCode: '289',
  purpose: '',
  currency: 'RSD',
  dueDays: 15,
};

/**
 * How the federation is paid. The server checks every field (the account's check digits, the
 * payment code, the currency that fits the account) and answers per field; the form shows it.
 */
export function PaymentSettingsForm({ settings }: { settings: Payee | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<Values>(null, settings ?? EMPTY);
  const mutation = useMutation({
    mutationFn: (values: Values) => setPaymentSettings(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.payments, saved);
      form.resetDirty(saved.settings ?? EMPTY);
      notify(t('payments.saved'));
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, FIELDS);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('payments.intro')}
        </Text>
        <FormError message={errorMessage} />
        <TextInput label={t('payments.legalName')} withAsterisk {...form.getInputProps('legalName')} />
        <TextInput label={t('payments.address')} withAsterisk {...form.getInputProps('address')} />
        <TextInput label={t('payments.taxNumber')} {...form.getInputProps('taxNumber')} />
        <TextInput
          label={t('payments.account')}
          description={t('payments.accountHint')}
          withAsterisk
          {...form.getInputProps('account')}
        />
        <TextInput label={t('payments.bic')} {...form.getInputProps('bic')} />
        <TextInput label={t('payments.paymentCode')} inputMode="numeric" {...form.getInputProps('paymentCode')} />
        <TextInput label={t('payments.purpose')} {...form.getInputProps('purpose')} />
        <TextInput label={t('payments.currency')} {...form.getInputProps('currency')} />
        <NumberInput label={t('payments.dueDays')} allowDecimal={false} {...form.getInputProps('dueDays')} />
        <FormActions saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
