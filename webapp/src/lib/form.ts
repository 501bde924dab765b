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

/** Field errors of an API answer shown on the form's fields; true when there were any. */
export function applyServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const fields = error.fieldErrors;
  if (Object.keys(fields).length === 0) return false;
  form.setErrors(fields);
  return true;
}
