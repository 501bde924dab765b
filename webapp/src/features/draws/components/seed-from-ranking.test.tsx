import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SeedFromRankingButton } from '@/features/draws/components/SeedFromRankingButton';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';

const fetchMock = stubFetch();

const seasons = [2026, 2027].map((year, index) => ({
  id: index + 1,
  name: `Sezona ${year}`,
  startsOn: `${year}-01-01`,
  endsOn: `${year}-12-31`,
  points: [{ place: 1, points: 10 }],
}));

/** The seasons; a POST answered with `seeded`. The bodies posted. */
function answering(seeded: [number, unknown]): unknown[] {
  const posted: unknown[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/tournament/12/draws/g1/seeds/ranking') {
      posted.push(await request.clone().json());
      return jsonResponse(...seeded);
    }
    if (path === '/api/seasons') return jsonResponse(200, seasons);
    return jsonResponse(404, { message: 'Not found' });
  });
  return posted;
}

const show = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <SeedFromRankingButton tournamentId={12} groupKey="g1" />
    </Providers>,
  );

describe('SeedFromRankingButton', { timeout: 20_000 }, () => {
  it('seeds the group from the latest season and says how many seeds it set', async () => {
    const user = userEvent.setup();
    const seeded = [
      { registrationId: 31, seed: 1 },
      { registrationId: 35, seed: 2 },
    ];
    const posted = answering([200, seeded]);
    show();
    await user.click(screen.getByRole('button', { name: 'Seed from ranking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seed from ranking' });
    expect(await within(dialog).findByDisplayValue('Sezona 2027')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set the seeds' }));
    expect(await screen.findByText('Seeds set: 2')).toBeInTheDocument();
    expect(posted).toEqual([{ seasonId: 2 }]);
  });

  it("shows the server's refusal on the season field", async () => {
    const user = userEvent.setup();
    const refused = { message: 'Invalid input', errors: { seasonId: 'This season does not exist.' } };
    answering([400, refused]);
    show();
    await user.click(screen.getByRole('button', { name: 'Seed from ranking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seed from ranking' });
    await within(dialog).findByDisplayValue('Sezona 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Set the seeds' }));
    expect(await within(dialog).findByText('This season does not exist.')).toBeInTheDocument();
  });
});
