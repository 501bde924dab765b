import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from './types';

/** Step 1: username, email, password. */
export function AccountStep({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput label={t('auth.register.name')} autoComplete="username" withAsterisk {...form.getInputProps('name')} />
      <TextInput
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
    </Stack>
  );
}
