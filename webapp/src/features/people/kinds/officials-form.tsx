import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { officialSchema, type OfficialValues } from '@/lib/schemas/people';
import { defineForm } from './types';

type OfficialFormValues = OfficialValues & Record<string, unknown>;

function OfficialFields({ form }: { form: UseFormReturnType<OfficialFormValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput label={t('people.funct')} withAsterisk {...form.getInputProps('funct')} />
    </Stack>
  );
}

const body = (values: OfficialFormValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  funct: values.funct.trim(),
});

/** The official form: names and function. */
export const officialForm = defineForm<'Officials', OfficialFormValues>({
  schema: () => officialSchema,
  initialValues: (official) => ({
    firstName: official?.firstName ?? '',
    lastName: official?.lastName ?? '',
    funct: official?.funct ?? '',
  }),
  toCreate: body,
  toUpdate: body,
  Fields: OfficialFields,
});
