import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Discipline } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import DisciplineSettingsRoute from './DisciplineSettingsRoute';

const disciplines: Partial<Discipline>[] = [
  { id: 10, name: 'Kumite -52 kg', isArchived: false, maxWeight: 52, disciplineCategories: [], isTeam: false },
  { id: 11, name: 'Kumite +84 kg', isArchived: false, minWeight: 84, disciplineCategories: [], isTeam: false },
  { id: 12, name: 'Kata A', isArchived: false, isKataA: true, disciplineCategories: [], isTeam: false },
  { id: 13, name: 'Kata B', isArchived: false, isKataB: true, disciplineCategories: [], isTeam: false },
];

const page = () =>
  new Response(JSON.stringify({ items: disciplines, total: disciplines.length }), {
    headers: { 'Content-Type': 'application/json' },
  });

const show = (route: ReactElement) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>{route}</MemoryRouter>
    </Providers>,
  );

const rowOf = async (name: string) =>
  within(await screen.findByRole('table')).getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  vi.stubGlobal('fetch', async () => page());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the disciplines list shows their limits', { timeout: 20_000 }, () => {
  it('disciplines: weights in the language of the reader, and what kata A and B mean', async () => {
    await i18n.changeLanguage('sr');
    show(<DisciplineSettingsRoute />);
    expect(await rowOf('Kumite -52 kg')).toHaveTextContent('do 52,0 kg');
    expect(await rowOf('Kumite \\+84 kg')).toHaveTextContent('preko 84,0 kg');
    expect(await rowOf('Kata A')).toHaveTextContent('Kata A: besplatna uz kata B iste prijave');
    expect(await rowOf('Kata B')).toHaveTextContent('Kata B: uz nju je kata A iste prijave besplatna');
  });
});
