/** The users list's action menus are on the rows the server says the admin may act on (listUserCapabilities). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from '@/api/types';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import { UsersTable } from './UsersTable';

const fetchMock = stubFetch();
const users = [
  { id: 1, name: 'Admin', email: 'admin@example.com', isAdmin: true, isBlocked: false, club: null },
  { id: 3, name: 'Trener', email: 'trener@example.com', isAdmin: false, isBlocked: false, club: null },
] as unknown as UserSummary[];

describe('UsersTable', { timeout: 20_000 }, () => {
  it('puts a menu on the rows the server opens to the admin, none on their own', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { id: 1, changeStatus: false },
        { id: 3, changeStatus: true },
      ]),
    );
    renderRoute(<UsersTable users={users} viewer={{ id: 1, isAdmin: true, clubId: null }} />, '/users');
    expect(await screen.findByRole('button', { name: /Trener/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Admin/ })).toBeNull();
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toMatch(/\/api\/users\/capabilities\?id=1&id=3$/);
  });

  it('asks nothing and shows no menu for a club user', async () => {
    renderRoute(<UsersTable users={users} viewer={{ id: 3, isAdmin: false, clubId: 7 }} />, '/users');
    expect(await screen.findByText('Trener')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
