import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from './types';

const requiredFields = ['name', 'shortName', 'city', 'address'] as const;

/** Step 2: the club's details; only the website is optional. */
export function ClubStep({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {requiredFields.map((field) => (
        <TextInput key={field} label={t(`auth.club.${field}`)} withAsterisk {...form.getInputProps(`club.${field}`)} />
      ))}
      <TextInput label={t('auth.club.email')} type="email" withAsterisk {...form.getInputProps('club.email')} />
      <TextInput
        label={t('auth.club.website')}
        description={t('common.optional')}
        placeholder={t('auth.club.websitePlaceholder')}
        type="url"
        {...form.getInputProps('club.website')}
      />
      <TextInput label={t('auth.club.contact')} withAsterisk {...form.getInputProps('club.contact')} />
      <TextInput label={t('auth.club.mobile')} type="tel" withAsterisk {...form.getInputProps('club.mobile')} />
    </SimpleGrid>
  );
}
