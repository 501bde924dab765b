import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with its show-or-hide button named in the user's language (Mantine
 * names it in English): the one password input of the app.
 */
export function PasswordField({ visibilityToggleButtonProps, ...props }: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword'), ...visibilityToggleButtonProps }}
    />
  );
}
