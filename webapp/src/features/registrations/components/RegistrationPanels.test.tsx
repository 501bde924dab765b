/**
 * A club's registration panels show the register buttons only when the server says the signed-in
 * user may change the club's entries now (getTournamentClubCapabilities), and none before it has
 * answered; the info panels follow getTournamentCapabilities.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tournament, User } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/stores/session';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';
import { ClubRegistrationPanels } from './RegistrationPanels';

const fetchMock = stubFetch();
const tournament = { id: 3, name: 'Kup', teamDisciplines: [], disciplines: [] } as unknown as Tournament;
const coach = { id: 3, name: 'Trener', isAdmin: false, club: { id: 1, name: 'Sloga' } } as unknown as User;
const noEntries = { competitors: [], teams: [], coaches: [], referees: [], officials: [] };
const noMoney = {
  clubId: 1,
  clubName: 'Sloga',
  invoices: [],
  payments: [],
  balance: { invoiced: 0, paid: 0, balance: 0, state: 'not_invoiced' },
  pay: null,
  uninvoiced: 0,
};

/** The server's answers: the club's capability given (pending when null), no entries, no members. */
function answer(changeRegistrations: boolean | null) {
  fetchMock.mockImplementation((input) => {
    const url = (input as Request).url;
    if (url.endsWith('/capabilities'))
      return changeRegistrations === null
        ? new Promise(() => {})
        : Promise.resolve(jsonResponse(200, { changeRegistrations }));
    if (url.endsWith('/club/1')) return Promise.resolve(jsonResponse(200, noEntries));
    if (url.endsWith('/club/1/money')) return Promise.resolve(jsonResponse(200, noMoney));
    if (url.endsWith('/club/1/waiting-list')) return Promise.resolve(jsonResponse(200, []));
    return Promise.resolve(jsonResponse(200, { items: [], total: 0 }));
  });
  useSession.setState({ user: coach });
  render(
    <Providers queryClient={createQueryClient()}>
      <ClubRegistrationPanels tournament={tournament} clubId={1} />
    </Providers>,
  );
}

afterEach(() => useSession.setState({ user: null }));

describe('ClubRegistrationPanels', { timeout: 20_000 }, () => {
  it('offers to register when the server says the user may change the entries', async () => {
    answer(true);
    expect(await screen.findByRole('button', { name: 'Register competitor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register team' })).toBeInTheDocument();
  });

  it('offers nothing when the server says no (applications closed, a blocked club)', async () => {
    answer(false);
    expect(await screen.findByText('Registered competitors')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Register competitor' })).not.toBeInTheDocument();
  });

  it('offers nothing while the server has not answered', async () => {
    answer(null);
    expect(await screen.findByText('Registered competitors')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register competitor' })).not.toBeInTheDocument();
  });
});
