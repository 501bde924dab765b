import '@/styles/components/Switch';
import { Stack, Switch } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { FormError } from '@/components/FormError';
import { updateProfile } from '@/features/auth/api/update-profile';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { useSession } from '@/stores/session';

type Notice = keyof User['notifications'];

const NOTICES: Notice[] = ['applicationsOpen', 'entryConfirmation', 'deadlineReminder'];

/** One switch per kind of mailed notice; each saves at once (PUT /api/profile {notifications}). */
export function NoticeSettings({ user }: { user: User }) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: (notifications: Partial<User['notifications']>) => updateProfile({ notifications }),
    onSuccess: (updated) => {
      useSession.getState().setUser(updated);
      notify(t('auth.notices.saved'));
    },
  });
  const errorMessage = useServerErrorMessage(mutation.error);
  const shown = mutation.isPending ? { ...user.notifications, ...mutation.variables } : user.notifications;

  return (
    <Stack gap="md">
      <FormError message={errorMessage} />
      {NOTICES.map((notice) => (
        <Switch
          key={notice}
          label={t(`auth.notices.${notice}`)}
          description={t(`auth.notices.${notice}Hint`)}
          checked={shown[notice]}
          disabled={mutation.isPending}
          onChange={(event) => mutation.mutate({ [notice]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
