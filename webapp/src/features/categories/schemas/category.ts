import * as z from 'zod/mini';
import type { Category, CategoryCreate } from '@/api/types';
import { requiredText } from '@/lib/validation';

/** The category drawer (product-spec §5: name required). */
export const categorySchema = z.object({
  name: requiredText(),
  noPay: z.boolean(),
});

export type CategoryValues = z.input<typeof categorySchema>;

export const categoryValues = (category: Category | null): CategoryValues => ({
  name: category?.name ?? '',
  noPay: category?.noPay ?? false,
});

export const categoryBody = (values: CategoryValues): CategoryCreate => ({
  name: values.name.trim(),
  noPay: values.noPay,
});
