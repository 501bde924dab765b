/**
 * The tournaments list's "Archive" follows the server's answer (getTournamentCapabilities'
 * archive), asked when a row's menu opens: off until it comes and while the server says no.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import TournamentsRoute from './TournamentsRoute';

const fetchMock = stubFetch();
const cup = {
  id: 4,
  name: 'Kup Srbije',
  isActive: false,
  isArchived: false,
  registrationOpen: false,
  startDate: '2026-01-01T10:00:00',
  endDate: null,
  eventDate: null,
  place: null,
  competitorsCount: 0,
  clubsCount: 0,
};

function answer(archive: boolean) {
  fetchMock.mockImplementation((input) => {
    const url = (input as Request).url;
    if (url.endsWith('/tournament/4/capabilities'))
      return Promise.resolve(jsonResponse(200, { archive, tournamentInfo: true, disciplineOverview: true }));
    return Promise.resolve(jsonResponse(200, { items: [cup], total: 1 }));
  });
  renderRoute(<TournamentsRoute />, '/tournaments');
}

async function archiveItem() {
  fireEvent.click(await screen.findByRole('button', { name: 'Actions: Kup Srbije' }));
  return screen.findByRole('menuitem', { name: 'Archive' });
}

describe('TournamentsRoute', { timeout: 20_000 }, () => {
  it('offers archiving when the server says the tournament may be archived now', async () => {
    answer(true);
    const item = await archiveItem();
    await expect.poll(() => item.hasAttribute('disabled') || item.getAttribute('data-disabled') === 'true').toBe(false);
  });

  it('keeps archiving off when the server says no (applications open)', async () => {
    answer(false);
    const item = await archiveItem();
    await expect
      .poll(() => fetchMock.mock.calls.some(([asked]) => (asked as Request).url.endsWith('/capabilities')))
      .toBe(true);
    expect(item).toBeDisabled();
  });
});
