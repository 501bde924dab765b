import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CertificateField } from './certificates';

/** Optional certificate number inputs (WFF variant only). */
export function CertificateInputs<Values extends Record<string, unknown>>({
  form,
  fields,
}: {
  form: UseFormReturnType<Values>;
  fields: readonly CertificateField[];
}) {
  const { t } = useTranslation();
  return fields.map((field) => <TextInput key={field} label={t(`people.${field}`)} {...form.getInputProps(field)} />);
}
