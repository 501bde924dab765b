import { IconKey, IconLock, IconLockOpen, IconShield, IconShieldOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserStatusBody, UserSummary } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import { RowActionsMenu } from '@/components/RowActionsMenu';
import { userKeys } from '@/features/users/api/keys';
import { updateUser } from '@/features/users/api/update-user';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

type StatusChange = 'block' | 'unblock' | 'setAdmin' | 'removeAdmin';

const bodies: Record<StatusChange, UserStatusBody> = {
  block: { isBlocked: true },
  unblock: { isBlocked: false },
  setAdmin: { isAdmin: true },
  removeAdmin: { isAdmin: false },
};

/** The action menu of one row of the users list (admins, not on their own row). */
export function UserActions({ user, onChangePassword }: { user: UserSummary; onChangePassword: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: StatusChange) => updateUser(user.id, bodies[change]),
    onSuccess: (_, change) => notify(t(`users.${change}Done`, { name: user.name })),
    onError: (error) => notify(errorText(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list }),
  });

  const run = async (change: StatusChange) => {
    const confirmed = await confirmAction({
      title: t(`users.${change}`),
      message: t(`users.${change}Confirm`, { name: user.name }),
      confirmLabel: t(`users.${change}`),
      danger: change === 'block' || change === 'removeAdmin',
    });
    if (confirmed) mutation.mutate(change);
  };

  const blockChange: StatusChange = user.isBlocked ? 'unblock' : 'block';
  const adminChange: StatusChange = user.isAdmin ? 'removeAdmin' : 'setAdmin';

  return (
    <RowActionsMenu
      label={t('users.actionsFor', { name: user.name })}
      actions={[
        {
          key: blockChange,
          label: t(`users.${blockChange}`),
          icon: user.isBlocked ? <IconLockOpen size={16} /> : <IconLock size={16} />,
          color: user.isBlocked ? undefined : 'red',
          disabled: mutation.isPending,
          onClick: () => void run(blockChange),
        },
        {
          key: adminChange,
          label: t(`users.${adminChange}`),
          icon: user.isAdmin ? <IconShieldOff size={16} /> : <IconShield size={16} />,
          disabled: mutation.isPending,
          onClick: () => void run(adminChange),
        },
        { key: 'password', label: t('users.updatePassword'), icon: <IconKey size={16} />, onClick: onChangePassword },
      ]}
    />
  );
}
