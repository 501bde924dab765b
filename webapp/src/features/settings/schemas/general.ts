import * as z from 'zod/mini';
import { requiredText, retentionYearsField } from '@/lib/validation';

/** General settings (docs/product.md, Validation): title and description required. */
export const generalSettingsSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  disableEdit: z.boolean(),
  disableCreate: z.boolean(),
  showDisciplines: z.boolean(),
  clubsMaySetNoPay: z.boolean(),
  adminsNeedSecondFactor: z.boolean(),
  parentalConsentRequired: z.boolean(),
  retentionYears: retentionYearsField(),
});
