import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import CategorySettingsRoute from './CategorySettingsRoute';

const categories: Partial<Category>[] = [
  {
    id: 1,
    name: 'Kadeti',
    isArchived: false,
    minAge: 14,
    maxAge: 15,
    ageBy: 'DATE',
    minBelt: 'PLAVI',
    maxBelt: 'CRNI',
  },
  { id: 2, name: 'Pioniri', isArchived: false, maxAge: 11, ageBy: 'YEAR' },
  { id: 3, name: 'Otvorena', isArchived: false, ageBy: 'DATE' },
];

const page = () =>
  new Response(JSON.stringify({ items: categories, total: categories.length }), {
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

describe('the categories list shows their limits', { timeout: 20_000 }, () => {
  it('categories: ages (by birth year when so counted) and belts', async () => {
    show(<CategorySettingsRoute />);
    expect(await rowOf('Kadeti')).toHaveTextContent('ages 14–15 · belt Blue to Black');
    expect(await rowOf('Pioniri')).toHaveTextContent('ages up to 11 (by birth year)');
    expect(await rowOf('Otvorena')).toHaveTextContent('No limits');
  });
});
