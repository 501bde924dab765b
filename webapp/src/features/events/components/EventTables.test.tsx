import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTournament } from '@/api/types';
import { eventsCatalogue, loadCatalogue } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { EventCounts } from './EventCounts';
import { EventEntries } from './EventEntries';

const DESKTOP = window.innerWidth;
beforeAll(() => loadCatalogue('en', eventsCatalogue));
afterEach(() => {
  window.innerWidth = DESKTOP;
});

const entry = (firstName: string, lastName: string, disciplineId: number) => ({
  firstName,
  lastName,
  club: 'KK Sloga',
  categoryId: 1,
  disciplineId,
});
const tournament = {
  id: 1,
  name: 'Kup',
  categories: [{ id: 1, name: 'Seniori' }],
  disciplines: [
    { id: 10, name: 'Kata' },
    { id: 11, name: 'Kumite' },
  ],
  competitorCounts: [
    { categoryId: 1, disciplineId: 11, kind: 'WOMEN', count: 1, waiting: 0 },
    { categoryId: 1, disciplineId: 10, kind: 'WOMEN', count: 3, waiting: 1 },
  ],
  teamCounts: [],
  competitors: [entry('Jelena', 'Đorđević', 10), entry('Jelena', 'Đorđević', 11), entry('Ana', 'Vasić', 10)],
  teams: [],
} as unknown as PublicTournament; // only what the tables read

const inProviders = (element: React.ReactElement) =>
  render(<Providers queryClient={createQueryClient()}>{element}</Providers>);

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the public tables on a phone', { timeout: 20_000 }, () => {
  it('lists each entry with its club, category and discipline: one person in two disciplines is two lines', async () => {
    window.innerWidth = 360;
    inProviders(<EventEntries tournament={tournament} competitors={tournament.competitors ?? []} teams={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(items('Entry list')).toEqual([
      'Jelena ĐorđevićKK SlogaSeniori · Kata',
      'Jelena ĐorđevićKK SlogaSeniori · Kumite',
      'Ana VasićKK SlogaSeniori · Kata',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the entries' }), 'Dordevic kumite');
    expect(items('Entry list')).toEqual(['Jelena ĐorđevićKK SlogaSeniori · Kumite']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search the entries' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the entries' }), 'nikola');
    expect(screen.getByText('No entry matches the search.')).toBeInTheDocument();
  });

  it('shows each count with its category, discipline and sex, in the Serbian order', () => {
    window.innerWidth = 360;
    inProviders(<EventCounts tournament={tournament} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(items('Entries per category')).toEqual([
      'SenioriKata · WomenEntries: 3 (waiting: 1)',
      'SenioriKumite · WomenEntries: 1',
    ]);
  });

  it('keeps the tables on a desktop, the counts on the right', () => {
    inProviders(<EventCounts tournament={tournament} />);
    const rows = within(screen.getByRole('table', { name: 'Entries per category' })).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Seniori', 'Kata', 'Women', '3 (waiting: 1)']);
  });
});
