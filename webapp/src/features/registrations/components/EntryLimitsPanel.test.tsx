import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/api/types';
import type { EntryPlaces } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { EntryLimitsPanel } from './EntryLimitsPanel';

const places: EntryPlaces[] = [
  {
    categoryId: null,
    disciplineId: null,
    categoryName: '',
    disciplineName: '',
    cap: 20,
    quota: null,
    entered: 18,
    waiting: 0,
    left: 2,
    nextInLine: null,
  },
  {
    categoryId: 1,
    disciplineId: 2,
    categoryName: 'Seniori',
    disciplineName: 'Kumite',
    cap: 16,
    quota: null,
    entered: 13,
    waiting: 0,
    left: 3,
    nextInLine: null,
  },
];

const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'PUT') {
      sent.push(await request.json());
      const refused = {
        message: 'A limit cannot be below the entries already in: 13.',
        errors: { caps: 'A limit cannot be below the entries already in: 13.' },
      };
      return new Response(JSON.stringify(refused), { status: 400, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify(places), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('EntryLimitsPanel', { timeout: 20_000 }, () => {
  it('shows the places left, sends the changed caps and shows the server refusal', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <EntryLimitsPanel tournament={{ id: 5 } as Tournament} />
      </Providers>,
    );
    const panel = await screen.findByTestId('entry-limits');
    expect(await within(panel).findByText('2 of 20 left')).toBeInTheDocument();
    const cap = within(panel).getByLabelText('Cap: Kumite (Seniori)');
    fireEvent.change(cap, { target: { value: '12' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save limits' }));
    expect(await within(panel).findByText(/below the entries already in: 13/)).toBeInTheDocument();
    expect(sent).toEqual([{ totalCap: 20, groups: [{ categoryId: 1, disciplineId: 2, cap: 12, quota: null }] }]);
  });
});
