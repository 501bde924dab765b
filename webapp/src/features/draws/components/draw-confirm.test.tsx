import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Draw, GroupResults } from '@/api/types';
import ConfirmDialog from '@/components/ConfirmDialog';
import { DrawDetail } from '@/features/draws/components/DrawDetail';
import { drawOf, fourWomen } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();

const bouts = [
  { round: 1, index: 0, red: 1, blue: 2 },
  { round: 1, index: 1, red: 3, blue: 4 },
  { round: 2, index: 0, red: null, blue: null },
];

/** Four women drawn, the draw as `more` says (stale, confirmed, who may confirm). */
const answer = (more: Partial<Draw>, withdrawn: number[] = []): GroupResults => ({
  draw: {
    ...drawOf(
      'ELIMINATION_TWO_BRONZES',
      fourWomen().map((e) => ({ ...e, withdrawn: withdrawn.includes(e.registrationId) })),
      bouts,
    ),
    groupKey: 'g1',
    ...more,
  },
  bouts: bouts.map((b) => {
    const gone = withdrawn.find((key) => key === b.red || key === b.blue);
    const walkover = gone === undefined ? null : gone === b.red ? b.blue : b.red;
    const ending = walkover === null ? null : ('NO_SHOW' as const);
    return { ...b, winner: walkover, ending, redPoints: null, bluePoints: null, version: 0 };
  }),
  placings: [],
  standings: [],
  complete: false,
  mayRecord: !more.stale,
  mayCorrect: !more.stale,
  reset: [],
});

/** The group's results as `current()` gives them; the confirmation answers the confirmed draw. */
function answerByPath(current: () => GroupResults, confirmed: string[]) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/tournament/12/draws/g1/results') return jsonResponse(200, current());
    if (path === '/api/tournament/12/draws/g1/confirm' && request.method === 'POST') {
      confirmed.push(path);
      return jsonResponse(200, current().draw);
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

const show = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <DrawDetail tournamentId={12} groupKey="g1" />
        <ConfirmDialog />
      </MemoryRouter>
    </Providers>,
  );

describe('Confirming a stale draw', { timeout: 20_000 }, () => {
  it('confirms after asking when the server says the user may, then names who withdrew', async () => {
    const user = userEvent.setup();
    const confirmed: string[] = [];
    let current = answer({ stale: true, mayConfirm: true });
    answerByPath(() => current, confirmed);
    show();
    await user.click(await screen.findByRole('button', { name: 'Confirm draw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the draw as it stands' });
    current = answer({ stale: false, confirmed: true }, [2]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm draw' }));
    expect(await screen.findByTestId('withdrawn')).toHaveTextContent('Žana Ćirić');
    expect(screen.getByTestId('bout-outcome')).toHaveTextContent('No show');
    expect(confirmed).toEqual(['/api/tournament/12/draws/g1/confirm']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm draw' })).not.toBeInTheDocument());
  });

  it('shows no button when the server does not say the user may confirm', async () => {
    answerByPath(() => answer({ stale: true }), []);
    show();
    expect(await screen.findByText(/Entries changed after this draw/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm draw' })).not.toBeInTheDocument();
  });
});
