import type { RefereeRang } from '@/api/types';
import { constraints } from '@/api/constraints';
import { refereeRangs } from '@/lib/referee-rangs';
import { refereeSchema } from '@/lib/schemas/people';
import { certificateBody, refereeCertificates } from './certificates';
import { certificateRows, nameRow } from './field-specs';
import { defineForm, type KindContext } from './types';

export interface RefereeFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  dan: number | string;
  rang: RefereeRang | '';
  rangOther: string;
  noCertificateWff: string;
  noRefereeCertificateWff: string;
  noFudokanPassport: string;
}

const body = (values: RefereeFormValues, ctx: KindContext) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  dan: Number(values.dan),
  rang: values.rang === '' ? ('OTHER' as const) : values.rang,
  rangOther: values.rang === 'OTHER' ? values.rangOther.trim() : '',
  ...certificateBody(values, refereeCertificates, ctx.withCertificates),
});

/** The referee form: names, dan, rank (+ certificate numbers in the WFF variant). */
export const refereeForm = defineForm<'Referees', RefereeFormValues>({
  schema: () => refereeSchema,
  initialValues: (referee) => ({
    firstName: referee?.firstName ?? '',
    lastName: referee?.lastName ?? '',
    dan: referee?.dan ?? 1,
    rang: referee?.rang ?? '',
    rangOther: referee?.rangOther ?? '',
    noCertificateWff: referee?.noCertificateWff ?? '',
    noRefereeCertificateWff: referee?.noRefereeCertificateWff ?? '',
    noFudokanPassport: referee?.noFudokanPassport ?? '',
  }),
  toCreate: body,
  toUpdate: body,
  fields: [
    nameRow(),
    {
      name: 'dan',
      label: 'people.dan',
      type: 'number',
      min: constraints.danMin,
      max: constraints.danMax,
      required: true,
    },
    {
      name: 'rang',
      label: 'people.rang',
      type: 'select',
      options: (t) => refereeRangs.map((value) => ({ value, label: t(`rang.${value}`) })),
      required: true,
    },
    {
      name: 'rangOther',
      label: 'people.rangOther',
      type: 'text',
      required: true,
      visible: (values) => values.rang === 'OTHER',
    },
    ...certificateRows<RefereeFormValues>(refereeCertificates),
  ],
});
