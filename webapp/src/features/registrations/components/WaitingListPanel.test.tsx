import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/api/types';
import type { WaitingEntry } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { WaitingListPanel } from './WaitingListPanel';

const waiting = (
  entryId: number,
  memberName: string,
  position: number,
  kind: WaitingEntry['kind'] = 'competitor',
): WaitingEntry => ({
  kind,
  entryId,
  registrationId: entryId + 100,
  memberName,
  clubId: 1,
  clubName: 'Karate klub Čačak',
  categoryId: 1,
  disciplineId: 2,
  categoryName: 'Seniori',
  disciplineName: 'Kumite',
  position,
});

const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method !== 'GET') return new Response(null, { status: 204 });
    const body = [
      waiting(7, 'Đorđe Šarić', 1),
      waiting(9, 'Ђорђе Шарић', 2),
      waiting(7, 'Čedna Đokić, Šana Ćirić', 1, 'team'),
    ];
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderPanel() {
  render(
    <Providers queryClient={createQueryClient()}>
      <WaitingListPanel tournament={{ id: 5 } as Tournament} />
    </Providers>,
  );
  return screen.findByTestId('waiting-list');
}

describe('WaitingListPanel', { timeout: 20_000 }, () => {
  it('lists the waiting entries in line and promotes one by hand', async () => {
    const panel = await renderPanel();
    const first = (await within(panel).findByText('Đorđe Šarić')).closest('tr');
    expect(first).not.toBeNull();
    expect(within(first as HTMLElement).getByText('no. 1')).toBeInTheDocument();
    expect(within(panel).getByText('Ђорђе Шарић')).toBeInTheDocument();
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Promote' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/tournament/5/waiting-list/competitor/7/promote'));
  });

  it("promotes a team by its kind, its id being a competitor entry's too", async () => {
    const panel = await renderPanel();
    const team = (await within(panel).findByText('Čedna Đokić, Šana Ćirić')).closest('tr');
    expect(team).not.toBeNull();
    fireEvent.click(within(team as HTMLElement).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(calls).toContain('DELETE /api/tournament/5/waiting-list/team/7'));
    expect(calls).not.toContain('DELETE /api/tournament/5/waiting-list/competitor/7');
  });
});
