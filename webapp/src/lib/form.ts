/** Mantine form helpers: zod validation, translated error messages, server field errors. */
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { isApiError } from '@/lib/api-errors';
import { translateMessage } from '@/lib/translate-message';

type Schema = Parameters<typeof schemaResolver>[0];

/** Error props hold i18n keys or server texts; inputs show them in the current language. */
export const translateErrorProp = ({ inputProps }: { inputProps: { error?: unknown } }) =>
  typeof inputProps.error === 'string' && inputProps.error
    ? { error: translateMessage(inputProps.error) }
    : undefined;

/** A controlled form validated by a zod schema (or by hand when the schema is null). */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: Schema | null,
  initialValues: Values,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    ...(schema ? { validate: schemaResolver(schema, { sync: true }) } : {}),
    enhanceGetInputProps: translateErrorProp,
  });
}

/**
 * Field errors of an API answer shown on the form's fields; true when there were any.
 * `rename` maps server field names to form paths where they differ (`isMale` → `gender`).
 */
export function applyServerErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
): boolean {
  if (!isApiError(error)) return false;
  const fields = Object.entries(error.fieldErrors);
  if (fields.length === 0) return false;
  form.setErrors(Object.fromEntries(fields.map(([field, message]) => [rename[field] ?? field, message])));
  return true;
}
