import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/api/types';
import type { IneligibleEntry } from '@/features/registrations/api/types';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { IneligiblePanel } from './IneligiblePanel';

const entry = (label: string, rule: IneligibleEntry['rule'], overridden: boolean): IneligibleEntry => ({
  registrationId: label.length,
  isTeam: false,
  club: { id: 1, name: 'Karate klub Sloga' },
  label,
  category: { id: 1, name: 'Seniori' },
  discipline: { id: 2, name: 'Kumite' },
  rule,
  reason: `${label}: ${rule}`,
  overridden,
});

const entries = [
  entry('Đina Šarić', 'BELT', false),
  entry('Žana Ćirić', 'AGE', true),
  entry('Žana Ćirić', 'MEDICAL_MISSING', true),
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(entries), { headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('IneligiblePanel', { timeout: 20_000 }, () => {
  it('lists entries an admin forced through as admitted by override, with the reasons, apart from those no longer eligible', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <IneligiblePanel tournament={{ id: 7 } as Tournament} withClub />
      </Providers>,
    );

    const admitted = await screen.findByTestId('overridden');
    const ineligible = screen.getByTestId('ineligible');
    expect(within(ineligible).getByText('Đina Šarić: BELT')).toBeInTheDocument();
    expect(within(ineligible).queryByText(/Žana Ćirić/)).toBeNull();
    expect(admitted).toHaveAccessibleName(/Admitted by override/);
    expect(within(admitted).getByText('Žana Ćirić: AGE')).toBeInTheDocument();
    expect(within(admitted).getByText('Žana Ćirić: MEDICAL_MISSING')).toBeInTheDocument();
  });
});
