export type CertificateField = 'noCertificateWff' | 'noRefereeCertificateWff' | 'noFudokanPassport';

export const coachCertificates = [
  'noCertificateWff',
  'noFudokanPassport',
] as const satisfies readonly CertificateField[];
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
