import * as z from 'zod/mini';
import type { Category, CategoryCreate } from '@/api/types';
import { ageField, numberOrNull, requiredText } from '@/lib/validation';

export const AGE_BY = ['DATE', 'YEAR'] as const;

/**
 * The category drawer (docs/product.md, Validation: name required). Optional limits: ages in whole years
 * (inclusive, counted on the event date or as the year difference) and a belt range.
 */
export const categorySchema = z.object({
  name: requiredText(),
  noPay: z.boolean(),
  minAge: ageField(),
  maxAge: ageField(),
  ageBy: z.enum(AGE_BY),
  minBelt: z.nullable(z.string()),
  maxBelt: z.nullable(z.string()),
});

export type CategoryValues = z.input<typeof categorySchema>;

export const categoryValues = (category: Category | null): CategoryValues => ({
  name: category?.name ?? '',
  noPay: category?.noPay ?? false,
  minAge: category?.minAge ?? '',
  maxAge: category?.maxAge ?? '',
  ageBy: category?.ageBy ?? 'DATE',
  minBelt: category?.minBelt ?? null,
  maxBelt: category?.maxBelt ?? null,
});

export const categoryBody = (values: CategoryValues): CategoryCreate => ({
  name: values.name.trim(),
  noPay: values.noPay,
  minAge: numberOrNull(values.minAge),
  maxAge: numberOrNull(values.maxAge),
  ageBy: values.ageBy,
  minBelt: values.minBelt || null,
  maxBelt: values.maxBelt || null,
});
