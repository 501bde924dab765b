import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MedalTable } from '@/api/types';
import { MedalTablePage } from '@/features/draws/components/MedalTablePage';
import { drawnGroup as group, entrant } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();

const table: MedalTable = {
  clubs: [
    { clubId: 5, clubName: 'KK Čukarički', gold: 1, silver: 0, bronze: 1 },
    { clubId: 9, clubName: 'KK Đerdap', gold: 0, silver: 1, bronze: 1 },
  ],
  groups: [
    {
      groupKey: 'g1',
      categoryName: 'Seniorke',
      disciplineName: 'Kata',
      complete: true,
      placings: [
        { place: 1, entrant: entrant(1, 'Đurđa Šarić', 5) },
        { place: 2, entrant: entrant(2, 'Žana Ćirić', 9) },
        { place: 3, entrant: entrant(3, 'Ivana Jović', 5) },
        { place: 3, entrant: entrant(4, 'Vesna Vasić', 9) },
        { place: 5, entrant: entrant(5, 'Ana Anić', 9) },
      ],
    },
    { groupKey: 'g2', categoryName: 'Seniori', disciplineName: 'Kumite', complete: false, placings: [] },
  ],
};

/** The medal table, the draws list and the tournament by address. */
function answerByPath() {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    if (path === '/api/tournament/12/medals') return jsonResponse(200, table);
    if (path === '/api/tournament/12/results.pdf') {
      const headers = {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="results-12.pdf"',
      };
      return new Response('%PDF-1.7', { status: 200, headers });
    }
    if (path === '/api/tournament/12/draws') {
      return jsonResponse(200, {
        published: true,
        groups: [group('g1', 'WOMEN', 'Seniorke', 'Kata'), group('g2', 'MEN', 'Seniori', 'Kumite')],
      });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

function renderPage() {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <MedalTablePage tournamentId={12} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('MedalTablePage', { timeout: 20_000 }, () => {
  it("lists the clubs' medals as the server ranks them and each group's podium", async () => {
    answerByPath();
    renderPage();
    const clubs = await screen.findByRole('table', { name: 'Medals by club' });
    expect(
      within(clubs)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['#ClubGoldSilverBronzeTotal', '1KK Čukarički1012', '2KK Đerdap0112']);
    const podium = await screen.findByRole('region', { name: 'Seniorke · Kata · Women' });
    expect(
      within(podium)
        .getAllByTestId('placing')
        .map((row) => row.textContent?.slice(0, 1)),
    ).toEqual(['1', '2', '3', '3']);
    expect(within(podium).getByText('Complete')).toBeInTheDocument();
    expect(within(podium).getByRole('link', { name: 'Seniorke · Kata · Women' })).toHaveAttribute(
      'href',
      '/tournaments/12/draws/g1',
    );
    const waiting = screen.getByRole('region', { name: 'Seniori · Kumite · Men' });
    expect(within(waiting).getByText('No results yet.')).toBeInTheDocument();
    expect(within(waiting).getByText('In progress')).toBeInTheDocument();
  });

  it('downloads the results PDF the server makes', async () => {
    answerByPath();
    const saved = vi.fn((_blob: Blob | MediaSource) => 'blob:results');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Results and medals PDF' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(asked).toContain('/api/tournament/12/results.pdf');
  });
});
