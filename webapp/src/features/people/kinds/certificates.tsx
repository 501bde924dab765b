import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export type CertificateField = 'noCertificateWff' | 'noRefereeCertificateWff' | 'noFudokanPassport';

export const coachCertificates = ['noCertificateWff', 'noFudokanPassport'] as const satisfies readonly CertificateField[];
export const refereeCertificates = [
  'noCertificateWff',
  'noRefereeCertificateWff',
  'noFudokanPassport',
] as const satisfies readonly CertificateField[];

/** Table columns of certificate numbers (WFF variant only). */
export const certificateColumns = <Item extends Partial<Record<CertificateField, string>>>(
  fields: readonly CertificateField[],
) =>
  fields.map((field) => ({
    key: field,
    label: `people.${field}`,
    text: (item: Item) => item[field] ?? '',
  }));

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

/** Trimmed certificate values for a body, or nothing outside the WFF variant. */
export const certificateBody = <Field extends CertificateField>(
  values: Partial<Record<CertificateField, unknown>>,
  fields: readonly Field[],
  withCertificates: boolean,
): Partial<Record<Field, string>> =>
  withCertificates
    ? (Object.fromEntries(fields.map((field) => [field, String(values[field] ?? '').trim()])) as Partial<
        Record<Field, string>
      >)
    : {};
