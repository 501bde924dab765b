import { AppShell } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { ActiveTournament, User } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';
import { Providers } from '@/test/render';
import { user } from '@/test/users';
import { Sidebar } from './Sidebar';

const tournament = (id: number, name: string): ActiveTournament => ({
  id,
  name,
  isActive: true,
  registrationOpen: true,
  registrationByClock: false,
  isArchived: false,
  startDate: '2027-03-01T09:00:00',
  endDate: null,
});

const club: User['club'] = {
  id: 1,
  name: 'Karate klub Sloga',
  shortName: 'Sloga',
  address: '',
  city: 'Čačak',
  contact: '',
  email: 'sloga@example.com',
  mobile: '',
  website: '',
  logo: null,
  isBlocked: false,
  isDeleted: false,
};

const sidebar = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/my-club']}>
        <AppShell navbar={{ width: 280, breakpoint: 'sm' }}>
          <AppShell.Navbar>
            <Sidebar />
          </AppShell.Navbar>
        </AppShell>
      </MemoryRouter>
    </Providers>,
  );

afterEach(() => {
  useSession.getState().signOut();
  useAppData.setState({ activeTournament: null, openTournaments: [] });
});

describe('Sidebar', { timeout: 20_000 }, () => {
  it('lists each tournament taking applications while more than one is open, not only the newest', () => {
    const cups = [tournament(4, 'Kup Šumadije'), tournament(9, 'Prvenstvo Vojvodine')];
    useSession.getState().signIn({ ...user, club }, 'token');
    useAppData.setState({ activeTournament: cups[1]!, openTournaments: cups });

    sidebar();

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Open tournaments' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Kup Šumadije' })).toHaveAttribute('href', '/tournaments/4');
    expect(within(menu).getByRole('link', { name: 'Prvenstvo Vojvodine' })).toHaveAttribute('href', '/tournaments/9');
    expect(within(menu).queryByRole('link', { name: 'Open tournament' })).toBeNull();
  });

  it('keeps one link to the open tournament while it is the only one', () => {
    const cup = tournament(4, 'Kup Šumadije');
    useSession.getState().signIn({ ...user, club }, 'token');
    useAppData.setState({ activeTournament: cup, openTournaments: [cup] });

    sidebar();

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Open tournament' })).toHaveAttribute('href', '/tournament');
  });
});
