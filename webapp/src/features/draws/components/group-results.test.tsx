import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GroupResults, PlayedBout } from '@/api/types';
import ConfirmDialog from '@/components/ConfirmDialog';
import { groupResultsQuery } from '@/features/draws/api/get-group-results';
import { GroupResultsSection } from '@/features/draws/components/GroupResultsSection';
import { answering as answeringOn, drawOf, fourWomen } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();
const answering = (...answers: [number, unknown][]) => answeringOn(fetchMock, ...answers);

const bout = (
  round: number,
  index: number,
  red: number | null,
  blue: number | null,
  more: Partial<PlayedBout> = {},
) => ({
  round,
  index,
  red,
  blue,
  winner: null,
  ending: null,
  redPoints: null,
  bluePoints: null,
  version: 0,
  ...more,
});

/** Four women on a bracket of four lines (two bronzes), as the server answers it. */
const results = (bouts: PlayedBout[], more: Partial<GroupResults> = {}, published = true): GroupResults => ({
  draw: {
    ...drawOf(
      'ELIMINATION_TWO_BRONZES',
      fourWomen(),
      bouts.map(({ round, index, red, blue }) => ({ round, index, red, blue })),
    ),
    groupKey: 'g1',
    published,
  },
  bouts,
  placings: [],
  standings: [],
  complete: false,
  mayRecord: published,
  mayCorrect: published,
  reset: [],
  ...more,
});

const fresh = () => results([bout(1, 0, 1, 2), bout(1, 1, 3, 4), bout(2, 0, null, null)]);

/** Bouts 1/0 and 1/1 decided (Žana and Ivana won), the final still to fight. */
const semisDone = () =>
  results([
    bout(1, 0, 1, 2, { winner: 2, ending: 'POINTS', redPoints: 1, bluePoints: 4, version: 1 }),
    bout(1, 1, 3, 4, { winner: 3, ending: 'KIKEN', version: 1 }),
    bout(2, 0, 2, 3),
  ]);

const inProviders = (element: React.ReactElement) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        {element}
        <ConfirmDialog />
      </MemoryRouter>
    </Providers>,
  );

/** The section as an admin sees it, or (`isAdmin` false) as a club does: no rights. */
const show = (answer: GroupResults, isAdmin = true) => {
  const seen = isAdmin ? answer : { ...answer, mayRecord: false, mayCorrect: false };
  return inProviders(<GroupResultsSection tournamentId={12} groupKey="g1" results={seen} isAdmin={isAdmin} />);
};

/** The section over the group's query, as the draw page shows it (a conflict reads it again). */
function OverQuery() {
  const query = useQuery(groupResultsQuery(12, 'g1'));
  return query.data ? <GroupResultsSection tournamentId={12} groupKey="g1" results={query.data} isAdmin /> : null;
}

describe('GroupResultsSection', { timeout: 20_000 }, () => {
  it("gives a table official the undecided bouts' fighters and nothing to change or clear", () => {
    const official = { ...semisDone(), mayCorrect: false };
    inProviders(<GroupResultsSection tournamentId={12} groupKey="g1" results={official} isAdmin={false} />);
    const first = screen.getByRole('group', { name: 'Semi-final 1' });
    expect(within(first).queryAllByRole('button')).toHaveLength(0);
    const final = screen.getByRole('group', { name: 'Final' });
    expect(
      within(final)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Žana ĆirićKK Đerdap', 'Ivana JovićKK Čukarički']);
  });

  it('records the tapped fighter as the winner, with how the bout ended', async () => {
    const user = userEvent.setup();
    const sent = answering([200, semisDone()]);
    show(fresh());
    const first = screen.getByRole('group', { name: 'Semi-final 1' });
    await user.click(within(first).getByRole('button', { name: /Žana Ćirić/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Result: Semi-final 1' });
    expect(within(dialog).getByRole('radio', { name: 'Points' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Kiken (withdrawal)' }));
    await user.type(within(dialog).getByLabelText('Points, blue (ao)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/tournament/12/draws/g1/bouts/1/0',
      body: { winner: 2, ending: 'KIKEN', redPoints: null, bluePoints: 2, version: 0 },
    });
  });

  it('asks before changing a result, and names the bouts the change reset', async () => {
    const user = userEvent.setup();
    const sent = answering([200, { ...fresh(), reset: ['2/0'] }]);
    show(semisDone());
    const first = screen.getByRole('group', { name: 'Semi-final 1' });
    expect(within(first).getByRole('button', { name: /Žana Ćirić/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByTestId('bout-outcome')).toHaveTextContent('Points 1:4');
    await user.click(within(first).getByRole('button', { name: /Đurđa Šarić/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Result: Semi-final 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the result' });
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('results-reset')).toHaveTextContent('Reset by this change: Final');
    expect(sent[0]?.body).toEqual({ winner: 1, ending: 'POINTS', version: 1, redPoints: 1, bluePoints: 4 });
  });

  it("shows the server's message on a conflict and reads the group again", async () => {
    const user = userEvent.setup();
    const message = 'Another table recorded this bout first: Žana Ćirić won.';
    const sent = answering([200, fresh()], [409, { message }], [200, semisDone()]);
    inProviders(<OverQuery />);
    await screen.findByRole('group', { name: 'Semi-final 1' });
    await user.click(
      within(screen.getByRole('group', { name: 'Semi-final 1' })).getByRole('button', { name: /Đurđa/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Result: Semi-final 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await expect
      .poll(() => sent.map(({ method, path }) => `${method} ${path}`))
      .toEqual([
        'GET /api/tournament/12/draws/g1/results',
        'PUT /api/tournament/12/draws/g1/bouts/1/0',
        'GET /api/tournament/12/draws/g1/results',
      ]);
    expect(await screen.findByText('Kiken (withdrawal)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Result: Semi-final 1' })).toBeNull();
  });

  it("shows a refused field's message in the dialog", async () => {
    const user = userEvent.setup();
    answering([400, { errors: { redPoints: 'At most 99 points.' } }]);
    show(fresh());
    await user.click(
      within(screen.getByRole('group', { name: 'Semi-final 2' })).getByRole('button', { name: /Ivana/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Result: Semi-final 2' });
    await user.type(within(dialog).getByLabelText('Points, red (aka)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText('At most 99 points.')).toBeInTheDocument();
  });

  it('clears a result once confirmed, with the version it was read at', async () => {
    const user = userEvent.setup();
    const sent = answering([200, fresh()]);
    show(semisDone());
    const second = screen.getByRole('group', { name: 'Semi-final 2' });
    await user.click(within(second).getByRole('button', { name: 'Clear result' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear the result' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear result' }));
    await expect
      .poll(() => sent)
      .toEqual([{ method: 'DELETE', path: '/api/tournament/12/draws/g1/bouts/1/1?version=1', body: null }]);
  });

  it('shows the placings; clubs and unpublished draws get no buttons', () => {
    const done = results(semisDone().bouts, {
      placings: [
        { registrationId: 2, place: 1 },
        { registrationId: 3, place: 2 },
        { registrationId: 1, place: 3 },
        { registrationId: 4, place: 3 },
      ],
      complete: true,
    });
    const { unmount } = show(done, false);
    expect(screen.getAllByTestId('placing').map((row) => row.textContent)).toEqual([
      '1Žana Ćirić · KK Đerdap',
      '2Ivana Jović · KK Čukarički',
      '3Đurđa Šarić · KK Čukarički',
      '3Vesna Vasić · KK Đerdap',
    ]);
    expect(screen.getByText('All bouts decided')).toBeInTheDocument();
    expect(within(screen.getByTestId('group-results')).queryAllByRole('button')).toHaveLength(0);
    unmount();
    show(results(fresh().bouts, {}, false));
    expect(screen.getByText('Results can be recorded once the draws are published to clubs.')).toBeInTheDocument();
    expect(within(screen.getByTestId('group-results')).queryAllByRole('button')).toHaveLength(0);
  });

  it("shows a round robin's standings", () => {
    const answer = fresh();
    answer.draw.format = 'ROUND_ROBIN';
    answer.standings = [
      { registrationId: 3, wins: 2, points: 9 },
      { registrationId: 1, wins: 1, points: 4 },
    ];
    show(answer);
    const rows = within(screen.getByRole('table', { name: 'Standings' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '1Ivana JovićKK Čukarički29',
      '2Đurđa ŠarićKK Čukarički14',
    ]);
  });
});
