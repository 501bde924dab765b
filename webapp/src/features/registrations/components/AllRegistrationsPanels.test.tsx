/** The admins' page of every club's competitors marks an entry on the waiting list as the server says. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';
import { AllRegistrationsPanels } from './AllRegistrationsPanels';

const fetchMock = stubFetch();
const tournament = { id: 3, name: 'Kup', competitorsCount: 1, teamsCount: 0 } as unknown as Tournament;
const waitingCompetitor = {
  id: 7,
  competitorId: 8,
  assignedNumber: null,
  competitor: { id: 8, firstName: 'Đurđa', lastName: 'Šošić' },
  club: { id: 1, name: 'Čačak' },
  categories: [{ id: 1, name: 'Seniori', disciplines: [{ id: 2, name: 'Kata' }] }],
  waiting: [{ categoryId: 1, disciplineId: 2 }],
  brokenRules: [],
  overriddenRules: [],
  sex: 'WOMEN',
};

describe('AllRegistrationsPanels', { timeout: 20_000 }, () => {
  it('marks the entries on the waiting list', async () => {
    fetchMock.mockImplementation((input) => {
      const url = (input as Request).url;
      const items = url.includes('/competitors') ? [waitingCompetitor] : [];
      return Promise.resolve(jsonResponse(200, { items, total: items.length }));
    });
    render(
      <Providers queryClient={createQueryClient()}>
        <AllRegistrationsPanels tournament={tournament} />
      </Providers>,
    );
    expect((await screen.findAllByText('Seniori: Kata (waiting)')).length).toBeGreaterThan(0);
  });
});
