import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/confirm';
import { confirmDraw } from '@/features/draws/api/confirm-draw';
import { drawKeys } from '@/features/draws/api/keys';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/**
 * Keeps a stale draw as it stands, after asking: entrants who left lose their bouts as no-shows,
 * newcomers stay out, and results may be recorded. Shown only when the server says the user may.
 */
export function ConfirmDrawButton({ tournamentId, groupKey }: { tournamentId: number; groupKey: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmDraw(tournamentId, groupKey),
    onSuccess: async () => {
      notify(t('draws.confirm.done'));
      await queryClient.invalidateQueries({ queryKey: drawKeys.tournament(tournamentId) });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const ask = async () => {
    const yes = await confirmAction({
      title: t('draws.confirm.title'),
      message: t('draws.confirm.text'),
      confirmLabel: t('draws.confirm.button'),
    });
    if (yes) confirm.mutate();
  };
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      leftSection={<IconCheck size={14} />}
      loading={confirm.isPending}
      onClick={() => void ask()}
    >
      {t('draws.confirm.button')}
    </Button>
  );
}
