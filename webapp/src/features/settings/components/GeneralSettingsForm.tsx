import '@/styles/components/Checkbox';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@/api/types';
import { constraints } from '@/api/constraints';
import { FormError } from '@/components/FormError';
import { LazyNumberInput } from '@/components/LazyNumberInput';
import { ImageField } from '@/components/ImageField';
import { settingsKeys } from '@/api/settings/keys';
import { updateSettings } from '@/api/settings/update-settings';
import { uploadSettingsLogo } from '@/api/settings/upload-settings-logo';
import { settingsBody, settingsValuesOf, type GeneralSettingsValues } from '@/features/settings/schemas/general-values';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-client';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { FormActions } from '@/components/FormActions';

const FIELDS = [
  'title',
  'description',
  'disableEdit',
  'disableCreate',
  'showDisciplines',
  'clubsMaySetNoPay',
  'adminsNeedSecondFactor',
  'parentalConsentRequired',
  'retentionYears',
];
const LOGO_PREVIEW_SIZE = 75;
const loadSchema = () => import('@/features/settings/schemas/general').then((module) => module.generalSettingsSchema);

/** Website title, description, logo and the member locks; saving reloads the app data. */
export function GeneralSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<GeneralSettingsValues>(loadSchema, settingsValuesOf(settings));
  const [logo, setLogo] = useState<File | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: GeneralSettingsValues) => {
      const saved = await updateSettings(settings.id, settingsBody(values));
      return logo ? uploadSettingsLogo(settings.id, logo) : saved;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.general, saved);
      form.resetDirty(settingsValuesOf(saved));
      setLogo(null);
      notify(t('settings.saved'));
      // The header, the document title and the member locks read the app data.
      await queryClient.invalidateQueries({ queryKey: queryKeys.appData });
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, FIELDS);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <TextInput label={t('settings.title')} withAsterisk {...form.getInputProps('title')} />
        <Textarea label={t('settings.description')} rows={3} withAsterisk {...form.getInputProps('description')} />
        <ImageField
          label={t('settings.logo')}
          description={t('common.optional')}
          current={settings.logo}
          value={logo}
          onChange={setLogo}
          size={LOGO_PREVIEW_SIZE}
        />
        <Stack gap="xs">
          <Checkbox label={t('settings.disableEdit')} {...form.getInputProps('disableEdit', { type: 'checkbox' })} />
          <Checkbox
            label={t('settings.disableCreate')}
            {...form.getInputProps('disableCreate', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('settings.showDisciplines')}
            {...form.getInputProps('showDisciplines', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('settings.clubsMaySetNoPay')}
            description={t('settings.clubsMaySetNoPayHint')}
            {...form.getInputProps('clubsMaySetNoPay', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('settings.adminsNeedSecondFactor')}
            description={t('settings.adminsNeedSecondFactorHint')}
            {...form.getInputProps('adminsNeedSecondFactor', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('settings.parentalConsentRequired')}
            description={t('settings.parentalConsentRequiredHint')}
            {...form.getInputProps('parentalConsentRequired', { type: 'checkbox' })}
          />
        </Stack>
        <LazyNumberInput
          label={t('settings.retentionYears')}
          description={t('settings.retentionYearsHint')}
          min={constraints.retentionYearsMin}
          max={constraints.retentionYearsMax}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          maw={320}
          {...form.getInputProps('retentionYears')}
        />
        <FormActions saving={mutation.isPending || form.waitingForSchema} />
      </Stack>
    </form>
  );
}
