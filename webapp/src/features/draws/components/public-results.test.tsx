import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupResults, MedalTable } from '@/api/types';
import { PublicResultsPage } from '@/features/draws/components/PublicResultsPage';
import { drawOf, entrant, fourWomen } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();
const KEY = 'q3ufm6w2kz4b7xgo5yre2hpa';

/** The browser's EventSource as the page sees it: the test sends the server's events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown = '') {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
    });
  }
}

const semis = [
  { round: 1, index: 0, red: 1, blue: 2 },
  { round: 1, index: 1, red: 3, blue: 4 },
];

function results(winners: (number | null)[], placings: GroupResults['placings'] = []): GroupResults {
  return {
    draw: drawOf('ELIMINATION_REPECHAGE', fourWomen(), semis),
    bouts: semis.map((bout, i) => ({
      ...bout,
      winner: winners[i] ?? null,
      ending: winners[i] ? 'POINTS' : null,
      redPoints: null,
      bluePoints: null,
      version: winners[i] ? 1 : 0,
    })),
    placings,
    standings: [],
    complete: false,
    mayRecord: false,
    mayCorrect: false,
    reset: [],
  };
}

const table = (gold: number): MedalTable => ({
  clubs: gold ? [{ clubId: 5, clubName: 'KK Čukarički', gold, silver: 0, bronze: 0 }] : [],
  groups: [
    {
      groupKey: KEY,
      categoryName: 'Seniorke',
      disciplineName: 'Kumite',
      sex: 'WOMEN',
      complete: false,
      placings: gold ? [{ place: 1, entrant: entrant(1, 'Đurđa Šarić', 5) }] : [],
    },
  ],
});

/** What the server holds now: the pages answer it, and each pushed event changes it first. */
let held: { medals: MedalTable; group: GroupResults };

function answer(status: number) {
  held = { medals: table(0), group: results([null, null]) };
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    if (path === '/api/public/tournaments/12/medals') return jsonResponse(status, held.medals);
    if (path === `/api/public/tournaments/12/results/${KEY}`) return jsonResponse(200, held.group);
    return jsonResponse(404, { message: 'Not found' });
  });
}

function renderPage() {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <PublicResultsPage tournamentId={12} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('PublicResultsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each result and medal the server pushes, live once the stream opens', async () => {
    answer(200);
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Group' })).toHaveValue('Seniorke · Kumite · Women');
    expect(screen.getByTestId('live-state')).toHaveTextContent('Updated every 15 s');
    expect(await screen.findByRole('img', { name: 'Bracket' })).toBeInTheDocument();
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('http://localhost:3000/api/public/tournaments/12/live');
    source?.send('hello');
    expect(screen.getByTestId('live-state')).toHaveTextContent('Live');

    held.group = results([1, null], [{ registrationId: 1, place: 1 }]);
    source?.send('group', held.group);
    const placings = await screen.findByTestId('placings');
    expect(within(placings).getByText(/Đurđa Šarić/)).toBeInTheDocument();
    held.medals = table(1);
    source?.send('medals', held.medals);
    const clubs = await screen.findByRole('table', { name: 'Medals by club' });
    expect(within(clubs).getAllByRole('row')[1]).toHaveTextContent('1KK Čukarički1001');

    source?.send('error');
    expect(screen.getByTestId('live-state')).toHaveTextContent('Updated every 15 s');
    source?.send('gone');
    expect(source?.closed).toBe(true);
  });

  it('says the results are not public yet when the server answers 404', async () => {
    answer(404);
    renderPage();
    expect(await screen.findByText(/not public yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('live-state')).not.toBeInTheDocument();
  });

  it('reads the results without a stream where the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    answer(200);
    renderPage();
    expect(await screen.findByRole('img', { name: 'Bracket' })).toBeInTheDocument();
    expect(screen.getByTestId('live-state')).toHaveTextContent('Updated every 15 s');
  });
});
