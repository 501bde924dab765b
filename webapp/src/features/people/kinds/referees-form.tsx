import '@/styles/components/Combobox';
import '@/styles/components/NumberInput';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RefereeRang } from '@/api/types';
import { DAN_MAX, DAN_MIN, refereeRangs } from '@/lib/referee-rangs';
import { refereeSchema } from '@/lib/schemas/people';
import { CertificateInputs } from './certificate-inputs';
import { certificateBody, refereeCertificates } from './certificates';
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

function RefereeFields({ form, ctx }: { form: UseFormReturnType<RefereeFormValues>; ctx: KindContext }) {
  const { t } = useTranslation();
  const { rang } = form.getValues();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <NumberInput
        label={t('people.dan')}
        min={DAN_MIN}
        max={DAN_MAX}
        allowDecimal={false}
        allowNegative={false}
        withAsterisk
        {...form.getInputProps('dan')}
      />
      <Select
        label={t('people.rang')}
        data={refereeRangs.map((value) => ({ value, label: t(`rang.${value}`) }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('rang')}
        value={rang || null}
        onChange={(value) => form.setFieldValue('rang', (value ?? '') as RefereeFormValues['rang'])}
      />
      {rang === 'OTHER' && (
        <TextInput label={t('people.rangOther')} withAsterisk {...form.getInputProps('rangOther')} />
      )}
      {ctx.withCertificates && <CertificateInputs form={form} fields={refereeCertificates} />}
    </Stack>
  );
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
  Fields: RefereeFields,
});
