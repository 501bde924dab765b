/**
 * Toast messages. The notifications package and its host load on the first message, so the
 * first page stays small; `useNotificationsNeeded` tells the providers to mount the host.
 */
import { create } from 'zustand';

type Tone = 'success' | 'error' | 'info';

const colors: Record<Tone, string> = { success: 'green', error: 'red', info: 'indigo' };

export const useNotificationsNeeded = create<boolean>(() => false);

export function notify(message: string, tone: Tone = 'success'): void {
  useNotificationsNeeded.setState(true, true);
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ message, color: colors[tone], withBorder: true }),
  );
}
