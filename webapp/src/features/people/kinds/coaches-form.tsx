import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { coachSchema } from '@/lib/schemas/people';
import { CertificateInputs } from './certificate-inputs';
import { certificateBody, coachCertificates } from './certificates';
import { defineForm, type KindContext } from './types';

export interface CoachFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  noCertificateWff: string;
  noFudokanPassport: string;
}

function CoachFields({ form, ctx }: { form: UseFormReturnType<CoachFormValues>; ctx: KindContext }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      {ctx.withCertificates && <CertificateInputs form={form} fields={coachCertificates} />}
    </Stack>
  );
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
  Fields: CoachFields,
});
