import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/api/types';
import type { WaitingEntry } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { WaitingListPanel } from './WaitingListPanel';

const waiting = (entryId: number, memberName: string, position: number): WaitingEntry => ({
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
    const body = [waiting(7, 'Đorđe Šarić', 1), waiting(9, 'Ђорђе Шарић', 2)];
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('WaitingListPanel', { timeout: 20_000 }, () => {
  it('lists the waiting entries in line and promotes one by hand', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <WaitingListPanel tournament={{ id: 5 } as Tournament} />
      </Providers>,
    );
    const panel = await screen.findByTestId('waiting-list');
    const first = (await within(panel).findByText('Đorđe Šarić')).closest('tr');
    expect(first).not.toBeNull();
    expect(within(first as HTMLElement).getByText('no. 1')).toBeInTheDocument();
    expect(within(panel).getByText('Ђорђе Шарић')).toBeInTheDocument();
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Promote' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/tournament/5/waiting-list/7/promote'));
  });
});
