import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProfileServer } from '@/test/profile';
import { renderRoute } from '@/test/render';
import { user } from '@/test/users';
import { useSession } from '@/stores/session';
import { NoticeSettings } from './NoticeSettings';

const { sent } = fakeProfileServer();

describe('NoticeSettings', () => {
  it('turns one kind of notice off and keeps the answer in the session', async () => {
    renderRoute(<NoticeSettings user={user} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: /Deadline reminder/ }));
    await waitFor(() => expect(useSession.getState().user?.notifications.deadlineReminder).toBe(false));
    expect(sent).toEqual([
      { path: '/api/profile', method: 'PUT', body: { notifications: { deadlineReminder: false } } },
    ]);
  });
});
