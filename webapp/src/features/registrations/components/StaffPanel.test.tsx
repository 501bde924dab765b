import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '@/api/types';
import { Providers } from '@/test/render';
import { peopleListQuery } from '@/api/people/list-people';
import { createQueryClient } from '@/lib/query-client';
import { StaffPanel } from './StaffPanel';

describe('StaffPanel', { timeout: 20_000 }, () => {
  it("offers the club's people from the club page's people list query (one cache entry)", async () => {
    const queryClient = createQueryClient();
    const coaches = {
      items: [
        { id: 5, clubId: 3, firstName: 'Dragan', lastName: 'Jović', noCertificateWff: '', noFudokanPassport: '' },
      ],
      total: 1,
    };
    queryClient.setQueryData(peopleListQuery('Coaches', 3).queryKey, coaches);
    render(
      <Providers queryClient={queryClient}>
        <StaffPanel kind="coach" tournament={{ id: 1 } as Tournament} clubId={3} registered={[]} canChange />
      </Providers>,
    );
    const coach = screen.getByRole('combobox', { name: 'Coach' });
    act(() => coach.focus()); // a real focus: the select opens only where the focus still is
    expect(await screen.findByRole('option', { name: 'Dragan Jović' })).toBeInTheDocument();
  });
});
