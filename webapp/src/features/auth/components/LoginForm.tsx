import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormError } from '@/components/FormError';
import { paths } from '@/config/paths';
import { login, needsSecondFactor } from '@/features/auth/api/login';
import { SecondStepForm } from '@/features/auth/components/SecondStepForm';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { loginSchema, type LoginValues } from '@/features/auth/schemas/account';
import { isApiError } from '@/lib/api-errors';
import { useZodForm } from '@/lib/form';
import { errorText, translateMessage } from '@/lib/translate-message';
import { useSession } from '@/stores/session';
import { PasswordField } from '@/components/PasswordField';

/**
 * The server's `error`, or "Wrong email/password combination." (docs/product.md, Errors); no answer or a
 * server failure (a busy server's 503: "try again in N s") is said as such.
 */
function loginErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || error.status >= 500) return errorText(error);
  return error.serverError ? translateMessage(error.serverError) : fallback;
}

/**
 * Email (filled after a registration) and password; on success: store the session, reload app data, go home, say so.
 * An account with a second factor is then asked for a code (SecondStepForm).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const endedWith = useSession((state) => state.endedWith);
  // The e-mail of a club just registered (RegisterWizard), when its sign-in did not follow.
  const registered = useLocation().state as { email?: unknown } | null;
  const email = typeof registered?.email === 'string' ? registered.email : '';
  const form = useZodForm<LoginValues>(loginSchema, { email, password: '' });
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (email) password.current?.focus(); // what is left to type
  }, [email]);
  const [challenge, setChallenge] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) =>
      needsSecondFactor(answer) ? setChallenge(answer.challenge) : startSession(answer, t('auth.login.success')),
  });
  if (challenge) return <SecondStepForm challenge={challenge} onBack={() => setChallenge(null)} />;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ ...values, email: values.email.trim() }))}>
      <Stack gap="md">
        <FormError
          message={mutation.isError ? loginErrorMessage(mutation.error, t('errors.wrongCredentials')) : endedWith}
        />
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
          autoComplete="current-password"
          withAsterisk
          ref={password}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
