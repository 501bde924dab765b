/** Mantine form helpers: zod validation, translated error messages, server field errors. */
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { translateMessage } from '@/lib/translate-message';

type Schema = Parameters<typeof schemaResolver>[0];

/** Error props hold i18n keys or server texts; inputs show them in the current language. */
export const translateErrorProp = ({ inputProps }: { inputProps: { error?: unknown } }) =>
  typeof inputProps.error === 'string' && inputProps.error ? { error: translateMessage(inputProps.error) } : undefined;

/**
 * A zod schema loaded in its own chunk: zod and the schema (~9 KB gzip) then load right after the
 * form is shown instead of with the page; the form checks nothing before it submits anyway.
 */
export type SchemaLoader = () => Promise<Schema>;

/** A zod form that may wait for its schema before a submit. */
export type ZodForm<Values> = UseFormReturnType<Values> & {
  /** True while a submit waits for the schema: further submits are ignored; the button shows it. */
  waitingForSchema: boolean;
};

/**
 * A controlled form validated by a zod schema, given or loaded (`SchemaLoader`: it starts loading
 * when the form mounts and a submit waits for it; should it fail to load, nothing is submitted,
 * the network error shows and the next submit loads it again), or by hand when the schema is null.
 */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: Schema | SchemaLoader | null,
  initialValues: Values,
): ZodForm<Values> {
  const loader = typeof schema === 'function' ? schema : null;
  const given = typeof schema === 'function' ? null : schema;
  const loaded = useRef<Schema | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const waiting = useRef(false);
  const [waitingForSchema, setWaitingForSchema] = useState(false);
  const load = (): Promise<void> => {
    if (!loader) return Promise.resolve();
    loading.current ??= loader().then(
      (value) => void (loaded.current = value),
      (error: unknown) => {
        loading.current = null; // the next submit tries again
        throw error;
      },
    );
    return loading.current;
  };
  useEffect(() => void load().catch(() => undefined), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    ...(schema
      ? {
          validate: (values: Values) => {
            const active = given ?? loaded.current;
            return active ? schemaResolver(active, { sync: true })(values) : {};
          },
        }
      : {}),
    enhanceGetInputProps: translateErrorProp,
  });
  if (!loader) return { ...form, waitingForSchema: false };
  const wait = (on: boolean) => {
    waiting.current = on;
    setWaitingForSchema(on);
  };
  return {
    ...form,
    waitingForSchema,
    onSubmit: (handleSubmit, handleValidationFailure) => (event) => {
      event?.preventDefault();
      const submit = () => form.onSubmit(handleSubmit, handleValidationFailure)(event);
      if (loaded.current) return void submit();
      if (waiting.current) return; // one submit at a time: a second would create twice
      wait(true);
      void load()
        .then(submit, () => notify(i18n.t('errors.network'), 'error'))
        .finally(() => wait(false));
    },
  };
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
