import { coachSchema } from '@/lib/schemas/people';
import { certificateBody, coachCertificates } from './certificates';
import { certificateRows, nameRow } from './field-specs';
import { defineForm, type KindContext } from './types';

export interface CoachFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  noCertificateWff: string;
  noFudokanPassport: string;
}

const body = (values: CoachFormValues, ctx: KindContext) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  ...certificateBody(values, coachCertificates, ctx.withCertificates),
});

/** The coach form: names (+ certificate numbers in the WFF variant). */
export const coachForm = defineForm<'Coaches', CoachFormValues>({
  schema: () => coachSchema,
  initialValues: (coach) => ({
    firstName: coach?.firstName ?? '',
    lastName: coach?.lastName ?? '',
    noCertificateWff: coach?.noCertificateWff ?? '',
    noFudokanPassport: coach?.noFudokanPassport ?? '',
  }),
  toCreate: body,
  toUpdate: body,
  fields: [nameRow(), ...certificateRows<CoachFormValues>(coachCertificates)],
});
