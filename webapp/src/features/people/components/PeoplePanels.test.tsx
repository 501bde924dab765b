/**
 * The people panels show the buttons the server says the signed-in user may use
 * (getClubCapabilities), and none before it has answered: no flash of a button the server would
 * refuse (a blocked club's users, the member locks).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClubCapabilities, User } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/stores/session';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';
import { PeoplePanels } from './PeoplePanels';

const fetchMock = stubFetch();
const all = { add: true, edit: true, remove: true };
const none = { add: false, edit: false, remove: false };
const coach = { id: 3, name: 'Trener', isAdmin: false, club: { id: 1, name: 'Sloga' } } as unknown as User;

/** The server's answers: the capabilities given (pending when null), empty people lists. */
function answer(capabilities: ClubCapabilities | null) {
  fetchMock.mockImplementation((input) => {
    const url = (input as Request).url;
    if (url.endsWith('/capabilities'))
      return capabilities ? Promise.resolve(jsonResponse(200, capabilities)) : new Promise(() => {});
    return Promise.resolve(jsonResponse(200, { items: [], total: 0 }));
  });
}

function renderPanels() {
  useSession.setState({ user: coach });
  render(
    <Providers queryClient={createQueryClient()}>
      <PeoplePanels club={{ id: 1, name: 'Sloga' }} />
    </Providers>,
  );
}

afterEach(() => useSession.setState({ user: null }));

describe('PeoplePanels', { timeout: 20_000 }, () => {
  it('shows no button while the capabilities are on their way', async () => {
    answer(null);
    renderPanels();
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download spreadsheet (.xlsx)' })).not.toBeInTheDocument();
  });

  it("shows each panel's buttons as the server answers (members' changes locked, adding open)", async () => {
    answer({
      manage: true,
      delete: false,
      setNoPay: true,
      setAlwaysPays: false,
      members: { add: true, edit: false, remove: false },
      coaches: all,
      referees: all,
      officials: all,
    });
    renderPanels();
    expect(await screen.findByRole('button', { name: 'Download spreadsheet (.xlsx)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeInTheDocument();
  });

  it("shows nothing to change a club the server says the user may not manage (a blocked club's user)", async () => {
    answer({
      manage: false,
      delete: false,
      setNoPay: true,
      setAlwaysPays: false,
      members: none,
      coaches: none,
      referees: none,
      officials: none,
    });
    renderPanels();
    expect(await screen.findByText('Members')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Download spreadsheet (.xlsx)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
  });
});
