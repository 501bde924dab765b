import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompetitorDay, Tatamis } from '@/api/types';
import { ClubDayPanel } from '@/features/draws/components/ClubDayPanel';
import { TatamisPage } from '@/features/draws/components/TatamisPage';
import { drawnGroup } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();

const plan = (mayChange: boolean): Tatamis => ({
  mayChange,
  tatamis: [
    {
      number: 1,
      startsAt: '08:30',
      officials: [{ id: 7, name: 'Đorđe Šćepanović' }],
      groups: [
        { groupKey: 'g2', bouts: 6, startsAt: '2026-03-20T08:30:00' },
        { groupKey: 'g1', bouts: 3, startsAt: '2026-03-20T08:48:00' },
      ],
      yours: !mayChange,
    },
  ],
  boutMinutes: [{ disciplineId: 2, minutes: 3 }],
});

const day: CompetitorDay[] = [
  {
    registrationId: 1,
    name: 'Đurđa Šarić',
    groupKey: 'g2',
    tatami: 1,
    groupStartsAt: '2026-03-20T08:30:00',
    nextBout: { round: 2, index: 0, opponent: 'Žana Ćirić' },
    place: null,
  },
  {
    registrationId: 2,
    name: 'Ивана Јовић',
    groupKey: 'g1',
    tatami: 1,
    groupStartsAt: '2026-03-20T08:48:00',
    nextBout: null,
    place: 3,
  },
  {
    registrationId: 3,
    name: 'Vesna Vasić',
    groupKey: 'g1',
    tatami: null,
    groupStartsAt: null,
    nextBout: null,
    place: null,
  },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The plan, the draws list and the users by address; `put` answers a PUT. What was sent. */
function answering(tatamis: Tatamis, put: [number, unknown] = [200, tatamis]): Sent[] {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'PUT' ? await request.clone().json() : null;
    sent.push({ method: request.method, path, body });
    if (request.method === 'PUT') return jsonResponse(...put);
    if (path === '/api/tournament/12/tatamis') return jsonResponse(200, tatamis);
    if (path === '/api/tournament/12/draws') {
      return jsonResponse(200, {
        published: true,
        groups: [drawnGroup('g1', 'WOMEN', 'Kadetkinje', 'Kumite'), drawnGroup('g2', 'WOMEN', 'Seniorke', 'Kumite')],
      });
    }
    if (path === '/api/model/User') return jsonResponse(200, { items: [], total: 0 });
    if (path === '/api/tournament/12/clubs/5/day') return jsonResponse(200, day);
    return jsonResponse(404, { message: 'Not found' });
  });
  return sent;
}

const show = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <TatamisPage tournamentId={12} />
      </MemoryRouter>
    </Providers>,
  );

describe('TatamisPage', { timeout: 20_000 }, () => {
  it("shows a table official their tatami's groups in fighting order, linked to their results", async () => {
    answering(plan(false));
    show();
    const tatami = await screen.findByTestId('tatami');
    expect(within(tatami).getByText('Your tatami')).toBeInTheDocument();
    expect(within(tatami).getByText('At the table: Đorđe Šćepanović')).toBeInTheDocument();
    const links = await within(tatami).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Seniorke · Kumite · Women', '/tournaments/12/draws/g2'],
      ['Kadetkinje · Kumite · Women', '/tournaments/12/draws/g1'],
    ]);
    expect(
      within(tatami)
        .getAllByTestId('tatami-slot')
        .map((slot) => slot.textContent),
    ).toEqual(['08:30Seniorke · Kumite · Womenbouts: 6', '08:48Kadetkinje · Kumite · Womenbouts: 3']);
    expect(screen.queryByRole('button', { name: 'Save tatamis' })).not.toBeInTheDocument();
  });

  it("lets an admin add a tatami and shows the server's message on the wrong field", async () => {
    const user = userEvent.setup();
    const refused = {
      message: 'Invalid input',
      errors: { 'tatamis.1.number': 'Two tatamis cannot have the same number.' },
    };
    const sent = answering(plan(true), [400, refused]);
    show();
    await user.click(await screen.findByRole('button', { name: 'Add tatami' }));
    const second = screen.getAllByTestId('tatami-form')[1];
    if (!second) throw new Error('the added tatami is not shown');
    expect(within(second).getByLabelText('Tatami number')).toHaveValue('2');
    await user.clear(within(second).getByLabelText('Tatami number'));
    await user.type(within(second).getByLabelText('Tatami number'), '1');
    await user.click(screen.getByRole('button', { name: 'Save tatamis' }));
    expect(await within(second).findByText('Two tatamis cannot have the same number.')).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/tournament/12/tatamis',
      body: {
        tatamis: [
          { number: 1, startsAt: '08:30', officialIds: [7], groupKeys: ['g2', 'g1'] },
          { number: 1, startsAt: '08:30', officialIds: [], groupKeys: [] },
        ],
        boutMinutes: [{ disciplineId: 2, minutes: 3 }],
      },
    });
  });
});

describe('ClubDayPanel', { timeout: 20_000 }, () => {
  it('tells a club where and when each competitor fights next, or how they placed', async () => {
    answering(plan(false));
    const titles = new Map([
      ['g1', 'Kadetkinje · Kumite · Women'],
      ['g2', 'Seniorke · Kumite · Women'],
    ]);
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter>
          <ClubDayPanel tournamentId={12} clubId={5} titles={titles} />
        </MemoryRouter>
      </Providers>,
    );
    const cards = await screen.findAllByTestId('club-day-competitor');
    // Each card: the name, the group, where and when, then the bout to come or the place.
    const lines = [
      ['Đurđa Šarić', 'Seniorke · Kumite · Women', 'Tatami 1 · group at about 08:30', 'Next bout, round 2: Žana Ćirić'],
      ['Ивана Јовић', 'Kadetkinje · Kumite · Women', 'Tatami 1 · group at about 08:48', 'Place 3'],
      ['Vesna Vasić', 'Kadetkinje · Kumite · Women', 'The group is on no tatami yet.', 'No bout for now.'],
    ];
    expect(cards.map((card) => card.textContent)).toEqual(lines.map((card) => card.join('')));
  });
});
