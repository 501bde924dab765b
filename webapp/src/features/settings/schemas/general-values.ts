/**
 * The general settings form's values and body, without zod: the schema (general.ts) loads after
 * the form is shown (useZodForm with a SchemaLoader).
 */
import type * as z from 'zod/mini';
import type { SettingsUpdate, SiteSettings } from '@/api/types';
import type { generalSettingsSchema } from '@/features/settings/schemas/general';

export type GeneralSettingsValues = z.input<typeof generalSettingsSchema>;

export const settingsValuesOf = (settings: SiteSettings): GeneralSettingsValues => ({
  title: settings.title,
  description: settings.description,
  disableEdit: settings.disableEdit,
  disableCreate: settings.disableCreate,
  showDisciplines: settings.showDisciplines,
  clubsMaySetNoPay: settings.clubsMaySetNoPay,
  adminsNeedSecondFactor: settings.adminsNeedSecondFactor,
  parentalConsentRequired: settings.parentalConsentRequired,
  retentionYears: settings.retentionYears,
});

export const settingsBody = (values: GeneralSettingsValues): SettingsUpdate => ({
  ...values,
  title: values.title.trim(),
  description: values.description.trim(),
  retentionYears: Number(values.retentionYears),
});
