import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tournament } from '@/api/types';
import type { CompetitorRegistration, TeamRegistration } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { CompetitorsPanel } from './CompetitorsPanel';
import { TeamsPanel } from './TeamsPanel';

const DESKTOP = window.innerWidth;
afterEach(() => {
  window.innerWidth = DESKTOP;
});

const tournament = { id: 3, name: 'Kup' } as Tournament; // only its id is read until a dialog opens
const person = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName, belt: 'BELI' });
const seniors = [
  {
    id: 1,
    name: 'Seniori',
    disciplines: [
      { id: 10, name: 'Kata' },
      { id: 11, name: 'Kumite' },
    ],
  },
];
const club = { id: 1, name: 'KK Sloga' };
const competitor: CompetitorRegistration = {
  id: 7,
  tournamentId: 3,
  assignedNumber: 12,
  categories: seniors,
  club,
  competitor: person(5, 'Ana', 'Đorđević'),
  competitorId: 5,
  createdAt: null,
};
const team: TeamRegistration = {
  id: 8,
  tournamentId: 3,
  alwaysPays: false,
  noPay: false,
  type: 'MIX',
  categories: [{ id: 1, name: 'Seniori', disciplines: [{ id: 12, name: 'Kata ekipno' }] }],
  club,
  createdAt: null,
  memberIds: [5, 6],
  members: [person(5, 'Ana', 'Đorđević'), person(6, 'Bojan', 'Bojić')],
};

const inProviders = (element: ReactElement) =>
  render(<Providers queryClient={createQueryClient()}>{element}</Providers>);
const onlyItem = (name: string) => within(screen.getByRole('list', { name })).getByRole('listitem');

describe("a club's entry lists on a phone", { timeout: 20_000 }, () => {
  it('shows a competitor with the categories and disciplines, the number, and the edit and remove buttons', () => {
    window.innerWidth = 360;
    inProviders(
      <CompetitorsPanel tournament={tournament} clubId={3} competitors={[competitor]} members={[]} canChange />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const item = onlyItem('Registered competitors');
    expect(item).toHaveTextContent('Ana Đorđević');
    expect(item).toHaveTextContent('Seniori: Kata, Kumite');
    expect(item).toHaveTextContent('No.: 12');
    expect(within(item).getByRole('button', { name: 'Edit: Ana Đorđević' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Remove: Ana Đorđević' })).toBeVisible();
  });

  it('shows a team with its type, categories and disciplines, and no buttons when the list cannot change', () => {
    window.innerWidth = 360;
    inProviders(
      <TeamsPanel tournament={tournament} clubId={3} teams={[team]} members={[]} canChange={false} isAdmin={false} />,
    );
    const item = onlyItem('Registered teams');
    expect(item).toHaveTextContent('Ana Đorđević, Bojan Bojić');
    expect(item).toHaveTextContent('Mixed');
    expect(item).toHaveTextContent('Seniori: Kata ekipno');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('keeps the table with its columns on a desktop', () => {
    inProviders(
      <CompetitorsPanel tournament={tournament} clubId={3} competitors={[competitor]} members={[]} canChange />,
    );
    const table = screen.getByRole('table', { name: 'Registered competitors' });
    const row = within(table).getByRole('row', { name: /Ana Đorđević/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', 'Ana Đorđević', 'KK Sloga', 'Seniori: Kata, Kumite', '']);
  });
});
