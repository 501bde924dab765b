import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/FormError';
import { paths } from '@/config/paths';
import { login } from '@/features/auth/api/login';
import { loginSchema, type LoginValues } from '@/features/auth/schemas/account';
import { isApiError } from '@/lib/api-errors';
import { useZodForm } from '@/lib/form';
import { queryKeys } from '@/lib/query-client';
import { errorText, translateMessage } from '@/lib/translate-message';
import { useSession } from '@/stores/session';
import { notify } from '@/lib/notify';

/**
 * The server's `error`, or "Wrong email/password combination." (spec §8); no answer or a
 * server failure (a busy server's 503: "try again in N s") is said as such.
 */
function loginErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || error.status >= 500) return errorText(error);
  return error.serverError ? translateMessage(error.serverError) : fallback;
}

/** Email and password; on success: store the session, reload app data, go home, say so. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endedWith = useSession((state) => state.endedWith);
  const form = useZodForm<LoginValues>(loginSchema, { email: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async ({ user, token }) => {
      // The token first, so the reloaded app data is the signed-in view; the user last,
      // because setting it makes the guest-only guard leave this page.
      useSession.getState().setToken(token);
      await queryClient.invalidateQueries({ queryKey: queryKeys.appData }).catch(() => undefined);
      useSession.getState().signIn(user, token);
      notify(t('auth.login.success'));
      void navigate(paths.home, { replace: true });
    },
  });

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
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
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
