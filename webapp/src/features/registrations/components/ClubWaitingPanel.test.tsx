import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingEntry } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { ClubWaitingPanel } from './ClubWaitingPanel';

const entry: WaitingEntry = {
  kind: 'competitor',
  entryId: 4,
  registrationId: 40,
  memberName: 'Žaklina Đurić',
  clubId: 3,
  clubName: 'Karate klub Čačak',
  categoryId: 1,
  disciplineId: 2,
  categoryName: 'Seniori',
  disciplineName: 'Kumite',
  position: 3,
};

let answer: WaitingEntry[] = [];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ClubWaitingPanel', { timeout: 20_000 }, () => {
  it("shows the club's waiting entries with their place in line", async () => {
    answer = [entry];
    render(
      <Providers queryClient={createQueryClient()}>
        <ClubWaitingPanel tournamentId={5} clubId={3} />
      </Providers>,
    );
    const panel = await screen.findByTestId('club-waiting-list');
    expect(within(panel).getByText('Žaklina Đurić · Kumite (Seniori): waiting, no. 3')).toBeInTheDocument();
  });

  it('shows nothing while none of the club waits', async () => {
    answer = [];
    const client = createQueryClient();
    render(
      <Providers queryClient={client}>
        <ClubWaitingPanel tournamentId={5} clubId={3} />
      </Providers>,
    );
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByTestId('club-waiting-list')).toBeNull();
  });
});
