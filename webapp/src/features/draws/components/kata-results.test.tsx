import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GroupResults, KataPerformance, KataState } from '@/api/types';
import ConfirmDialog from '@/components/ConfirmDialog';
import { KataResultsSection } from '@/features/draws/components/KataResultsSection';
import { answering as answeringOn, drawOf, entrant } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();
const answering = (status: number, answer: unknown) => answeringOn(fetchMock, [status, answer]);

const ENTRANTS = [
  entrant(1, 'Đurđa Šarić', 5),
  entrant(2, 'Жана Ћирић', 9),
  entrant(3, 'Ivana Jović', 5),
  entrant(4, 'Vesna Vasić', 9),
  entrant(5, 'Čedna Žikić', 5),
];

const performed = (registrationId: number, more: Partial<KataPerformance> = {}): KataPerformance => ({
  registrationId,
  score: null,
  tieBreak: null,
  version: 0,
  rank: null,
  ...more,
});

/** Five women in two groups of round 1 (the final round of groups), as the server answers them. */
const results = (kata: Partial<KataState> = {}, more: Partial<GroupResults> = {}): GroupResults => ({
  draw: { ...drawOf('KATA_POINTS', ENTRANTS, []), groupKey: 'g1' },
  bouts: [],
  placings: [],
  standings: [],
  complete: false,
  mayRecord: true,
  mayCorrect: true,
  reset: [],
  kata: {
    rounds: [
      {
        round: 1,
        groups: [
          { performances: [1, 3, 5].map((id) => performed(id)) },
          { performances: [2, 4].map((id) => performed(id)) },
        ],
      },
    ],
    roundsOfGroups: 1,
    medalRound: 2,
    medalBouts: [],
    toPerform: [1, 3, 5, 2, 4],
    tied: [],
    tie: null,
    ...kata,
  },
  ...more,
});

const show = (answer: GroupResults, isAdmin = true) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <KataResultsSection
          tournamentId={12}
          groupKey="g1"
          results={isAdmin ? answer : { ...answer, mayRecord: false, mayCorrect: false }}
          isAdmin={isAdmin}
        />
        <ConfirmDialog />
      </MemoryRouter>
    </Providers>,
  );

describe('KataResultsSection', { timeout: 20_000 }, () => {
  it('records a typed score, a decimal comma too, in hundredths', async () => {
    const user = userEvent.setup();
    const sent = answering(200, results());
    show(results());
    const group = screen.getByRole('table', { name: 'Round 1, Group A' });
    await user.type(within(group).getByLabelText('Score: Čedna Žikić'), '42,3');
    await user.type(within(group).getByLabelText('Tie-break: Čedna Žikić'), '21.05');
    await user.click(within(group).getByRole('button', { name: 'Save the score: Čedna Žikić' }));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          method: 'PUT',
          path: '/api/tournament/12/draws/g1/kata/1/5',
          body: { score: 4230, tieBreak: 2105, version: 0 },
        },
      ]);
  });

  it('refuses a score that is not one, without asking the server', async () => {
    const user = userEvent.setup();
    const sent = answering(200, results());
    show(results());
    await user.type(screen.getByLabelText('Score: Vesna Vasić'), '100,5');
    await user.click(screen.getByRole('button', { name: 'Save the score: Vesna Vasić' }));
    expect(await screen.findByText(/A score is a number from 0 to 100/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks before changing a score, and names the performances the change reset', async () => {
    const user = userEvent.setup();
    const scored = performed(2, { score: 4100, version: 1, rank: 1 });
    const sent = answering(200, results({}, { reset: ['2/4'] }));
    show(results({ rounds: [{ round: 1, groups: [{ performances: [performed(1)] }, { performances: [scored] }] }] }));
    const input = screen.getByLabelText('Score: Жана Ћирић');
    expect(input).toHaveValue('41.00');
    await user.clear(input);
    await user.type(input, '41.2');
    await user.click(screen.getByRole('button', { name: 'Save the score: Жана Ћирић' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the score' });
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('results-reset')).toHaveTextContent('Medal bouts: Vesna Vasić');
    expect(sent[0]?.body).toEqual({ score: 4120, tieBreak: null, version: 1 });
  });

  it('clears a score once confirmed, with the version it was read at', async () => {
    const user = userEvent.setup();
    const sent = answering(200, results());
    const scored = performed(3, { score: 3990, version: 2 });
    show(results({ rounds: [{ round: 1, groups: [{ performances: [scored] }, { performances: [performed(2)] }] }] }));
    await user.click(screen.getByRole('button', { name: 'Clear the score: Ivana Jović' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear the score' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear score' }));
    await expect
      .poll(() => sent)
      .toEqual([{ method: 'DELETE', path: '/api/tournament/12/draws/g1/kata/1/3?version=2', body: null }]);
  });

  it("names a tie in the server's words, shows the medal bouts and the placings; clubs get no inputs", () => {
    const medal = (id: number, score: number) => performed(id, { score, version: 1 });
    show(
      results(
        {
          tied: [1, 3],
          tie: 'Level: Đurđa Šarić, Ivana Jović. Have them perform again.',
          medalBouts: [
            { red: medal(1, 4300), blue: medal(2, 4200), winner: 1 },
            { red: performed(3), blue: performed(4), winner: null },
            { red: performed(5), blue: null, winner: 5 },
          ],
        },
        {
          placings: [
            { registrationId: 1, place: 1 },
            { registrationId: 2, place: 2 },
          ],
        },
      ),
      false,
    );
    expect(screen.getByTestId('kata-tie')).toHaveTextContent('Level: Đurđa Šarić, Ivana Jović.');
    const final = screen.getByRole('table', { name: 'Final' });
    expect(
      within(final)
        .getAllByTestId('kata-score')
        .map((cell) => cell.textContent),
    ).toEqual(['43.00', '42.00']);
    expect(within(final).getByText('won')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Bronze bout B' })).getByText('bronze without performing'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('placing').map((row) => row.textContent)).toEqual([
      '1Đurđa Šarić · KK Čukarički',
      '2Жана Ћирић · KK Đerdap',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
