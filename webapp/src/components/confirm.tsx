import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

export interface ConfirmOptions {
  title: string;
  /** What is about to happen, naming the item (spec §8). */
  message: ReactNode;
  confirmLabel?: string;
  /** A red confirm button, for removals. */
  danger?: boolean;
}

/**
 * Asks before an action; resolves true on confirm and false on cancel or close (cancelling
 * does nothing). Needs the ModalsProvider of the app shell.
 */
export function confirmAction({ title, message, confirmLabel, danger = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel ?? i18n.t('common.confirm'), cancel: i18n.t('common.cancel') },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
