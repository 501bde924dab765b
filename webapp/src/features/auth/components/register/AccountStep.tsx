import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from './types';
import { PasswordField } from '@/components/PasswordField';

/** Step 1: the full name, email and password of the account. */
export function AccountStep({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput label={t('auth.register.name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
      <TextInput
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
    </Stack>
  );
}
