import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Season, SeasonRanking } from '@/api/types';
import { RankingPage } from '@/features/seasons/components/RankingPage';
import { SeasonsPage } from '@/features/seasons/components/SeasonsPage';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();

const season = (id: number, name: string, year: number): Season => ({
  id,
  name,
  startsOn: `${year}-01-01`,
  endsOn: `${year}-12-31`,
  points: [
    { place: 1, points: 10 },
    { place: 2, points: 7 },
  ],
});
const SEASONS = [season(2, 'Sezona 2026', 2026), season(3, 'Sezona 2027', 2027)];

const ranking: SeasonRanking = {
  season: SEASONS[1] as Season,
  tournaments: [
    { id: 10, name: 'Kup proleća', day: '2027-03-10' },
    { id: 20, name: 'Kup leta', day: '2027-05-10' },
  ],
  groups: [
    {
      key: 'i-1-2-WOMEN',
      categoryId: 1,
      categoryName: 'Seniorke',
      disciplineId: 2,
      disciplineName: 'Kumite',
      sex: 'WOMEN',
      rows: [
        {
          position: 1,
          memberId: 5,
          clubId: null,
          name: 'Đurđa Šćepanović',
          clubName: 'Карате клуб Ђерам',
          points: 17,
          finishes: [
            { tournamentId: 10, place: 2, points: 7 },
            { tournamentId: 20, place: 1, points: 10 },
          ],
        },
        {
          position: 2,
          memberId: 6,
          clubId: null,
          name: 'Јелена Жижић',
          clubName: 'Karate klub Šampion',
          points: 5,
          finishes: [{ tournamentId: 10, place: 3, points: 5 }],
        },
      ],
    },
  ],
};

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** The seasons and the ranking by address; `write` answers a POST or PUT. What was sent. */
function answering(write: [number, unknown] = [201, SEASONS[1]]): Sent[] {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const body: unknown = ['POST', 'PUT'].includes(request.method) ? await request.clone().json() : null;
    sent.push({ method: request.method, path: url.pathname, search: url.search, body });
    if (body !== null) return jsonResponse(...write);
    if (url.pathname === '/api/seasons') return jsonResponse(200, SEASONS);
    if (url.pathname === '/api/seasons/3/ranking') return jsonResponse(200, ranking);
    if (url.pathname === '/api/seasons/3/ranking.xlsx') {
      const headers = { 'Content-Disposition': 'attachment; filename="ranking-3.xlsx"' };
      return new Response('xlsx', { status: 200, headers });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  return sent;
}

const show = (page: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );

describe('SeasonsPage', { timeout: 20_000 }, () => {
  it('lists the seasons with their dates and points tables', async () => {
    answering();
    show(<SeasonsPage />);
    const table = await screen.findByRole('table', { name: 'Seasons' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Sezona 202601/01/2026 – 31/12/20261: 10 · 2: 7', 'Sezona 202701/01/2027 – 31/12/20271: 10 · 2: 7']);
  });

  it("sends the points table as typed and shows the server's message on the wrong row", async () => {
    const user = userEvent.setup();
    const refused = { message: 'Invalid input', errors: { 'points.5.place': 'This field is required.' } };
    const sent = answering([400, refused]);
    show(<SeasonsPage />);
    await user.click(await screen.findByRole('button', { name: 'New season' }));
    await user.type(await screen.findByLabelText(/Name/), 'Sezona 2028');
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    const rows = screen.getAllByTestId('points-row');
    expect(rows).toHaveLength(6);
    await user.type(within(rows[5] as HTMLElement).getByLabelText('Points'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(rows[5] as HTMLElement).findByText('This field is required.')).toBeInTheDocument();
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/seasons');
    expect(post?.body).toMatchObject({
      name: 'Sezona 2028',
      points: [
        { place: 1, points: 10 },
        { place: 2, points: 7 },
        { place: 3, points: 5 },
        { place: 5, points: 3 },
        { place: 7, points: 1 },
        { place: null, points: 1 },
      ],
    });
  });
});

describe('RankingPage', { timeout: 20_000 }, () => {
  it("shows the latest season's ranking as the server ranks it and downloads the group's workbook", async () => {
    const user = userEvent.setup();
    const sent = answering();
    show(<RankingPage />);
    const table = await screen.findByRole('table', { name: 'Seniorke · Kumite · Women' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PlaceNameClubPointsPlacings',
      '1Đurđa ŠćepanovićКарате клуб Ђерам172 · Kup proleća (7), 1 · Kup leta (10)',
      '2Јелена ЖижићKarate klub Šampion53 · Kup proleća (5)',
    ]);
    expect(screen.getByText('Tournaments in the season: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'XLSX' }));
    await waitFor(() =>
      expect(sent.map((call) => call.path + call.search)).toContain('/api/seasons/3/ranking.xlsx?group=i-1-2-WOMEN'),
    );
  });
});
