import * as z from 'zod/mini';
import type { SettingsUpdate, SiteSettings } from '@/api/types';
import { requiredText } from '@/lib/validation';

/** General settings (product-spec §5): title and description required. */
export const generalSettingsSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  disableEdit: z.boolean(),
  disableCreate: z.boolean(),
  showDisciplines: z.boolean(),
});
export type GeneralSettingsValues = z.input<typeof generalSettingsSchema>;

export const settingsValuesOf = (settings: SiteSettings): GeneralSettingsValues => ({
  title: settings.title,
  description: settings.description,
  disableEdit: settings.disableEdit,
  disableCreate: settings.disableCreate,
  showDisciplines: settings.showDisciplines,
});

export const settingsBody = (values: GeneralSettingsValues): SettingsUpdate => ({
  ...values,
  title: values.title.trim(),
  description: values.description.trim(),
});
