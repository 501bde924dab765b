import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Draw } from '@/api/types';
import { BracketView } from '@/features/draws/components/BracketView';
import { PublishedDrawsLink } from '@/features/draws/components/PublishedDrawsLink';
import { RoundRobinView } from '@/features/draws/components/RoundRobinView';
import { drawOf, entrant } from '@/features/draws/draw-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();

/** Four entrants, two of club 5, on a bracket of four lines (or a round robin of four). */
const draw = (format: Draw['format']): Draw =>
  drawOf(
    format,
    [
      entrant(1, 'Đurđa Šarić', 5),
      entrant(2, 'Žana Ćirić', 9),
      entrant(3, 'Ивана Јовић', 5),
      entrant(4, 'Vesna Vasić', 9),
    ],
    [
      { round: 1, index: 0, red: 1, blue: 2 },
      { round: 1, index: 1, red: 3, blue: 4 },
    ],
  );

const inProviders = (element: React.ReactElement) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </Providers>,
  );

describe("a club's view of its draws", { timeout: 20_000 }, () => {
  it("marks the club's people on a bracket, and names them to screen readers", () => {
    inProviders(<BracketView draw={draw('ELIMINATION_TWO_BRONZES')} ownClubId={5} />);
    const bracket = screen.getByRole('img', { name: 'Bracket; your club: Đurđa Šarić, Ивана Јовић' });
    expect(within(bracket).getAllByTestId('own-slot')).toHaveLength(2);
    const marked = screen.getAllByTestId('bracket-slot').filter((slot) => slot.textContent?.startsWith('★'));
    expect(marked.map((slot) => slot.textContent)).toEqual([
      '★ Đurđa Šarić  KK Čukarički',
      '★ Ивана Јовић  KK Čukarički',
    ]);
  });

  it('marks nobody for an admin without a club', () => {
    inProviders(<BracketView draw={draw('ELIMINATION_TWO_BRONZES')} />);
    expect(screen.getByRole('img', { name: 'Bracket' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('own-slot')).toHaveLength(0);
  });

  it("marks the club's rows of a round robin, in words too", () => {
    inProviders(<RoundRobinView draw={draw('ROUND_ROBIN')} ownClubId={9} />);
    const entrants = screen.getByRole('table', { name: 'Entrants' });
    const own = within(entrants)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-own'));
    expect(own.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '★ Žana Ćirić (your club)',
      '★ Vesna Vasić (your club)',
    ]);
  });

  it('links the tournament page to the draws once they are published, and only then', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { published: true }));
    inProviders(<PublishedDrawsLink tournament={{ id: 12, isActive: false }} />);
    const link = await screen.findByRole('link', { name: 'See the draws' });
    expect(link).toHaveAttribute('href', '/tournaments/12/draws');
    expect(screen.getByRole('button', { name: 'All draws (PDF)' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(asked.url).pathname).toBe('/api/tournament/12/draws/publish');
  });

  it('shows no link while the draws are not published, nor while applications are open', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { published: false }));
    const { unmount } = inProviders(<PublishedDrawsLink tournament={{ id: 12, isActive: false }} />);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.queryByTestId('published-draws')).toBeNull();
    unmount();
    fetchMock.mockClear();
    inProviders(<PublishedDrawsLink tournament={{ id: 13, isActive: true }} />);
    expect(screen.queryByTestId('published-draws')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
