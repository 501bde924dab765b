import type { APIRequestContext } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiToken, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf, createItem, openTournamentWithDisciplines } from './support/tournament-setup';

const STAFF = [
  ['Coaches', 'coach'],
  ['Referees', 'referee'],
  ['Officials', 'official'],
] as const;

/** A club with one coach, referee and official, all entered in the tournament through the API. */
async function clubWithStaff(request: APIRequestContext, clubName: string, lastName: string, tournamentId: number) {
  const { account } = await registerClub(request, 'staff', clubName);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  const people = {
    coach: await createItem(request, token, 'Coaches', { clubId, firstName: 'Coach', lastName }),
    referee: await createItem(request, token, 'Referees', {
      clubId,
      firstName: 'Referee',
      lastName,
      dan: 1,
      rang: 'NATIONAL_A',
    }),
    official: await createItem(request, token, 'Officials', {
      clubId,
      firstName: 'Official',
      lastName,
      funct: 'Sekretar',
    }),
  };
  for (const [, role] of STAFF) {
    const answer = await request.post(`/api/tournament/${tournamentId}/register-${role}/${people[role].id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

test("an admin lists, sorts and prints every club's coaches, referees and officials", async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  await Promise.all([
    clubWithStaff(request, `A Staff club ${stamp}`, 'Zec', cup.id),
    clubWithStaff(request, `B Staff club ${stamp}`, 'Anić', cup.id),
  ]);

  await openAs(page, adminSession, `/tournaments/${cup.id}`);
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\?tab=staff$/);
  for (const [title, role] of STAFF) {
    const panel = page.getByTestId(`all-${role}-list`);
    await expect(panel).toContainText(`All ${title.toLowerCase()}`);
    const rows = panel.getByRole('row');
    await expect(rows).toHaveCount(3);
    const label = role.charAt(0).toUpperCase() + role.slice(1);
    // By club first (A before B), then by name (Anić before Zec).
    await expect(rows.nth(1)).toContainText(`${label} Zec`);
    await expect(rows.nth(1)).toContainText(`A Staff club ${stamp}`);
    await panel.getByText('Alphabetically').click();
    await expect(rows.nth(1)).toContainText(`${label} Anić`);
    await expect(rows.nth(1)).toContainText(`B Staff club ${stamp}`);
  }
  const coaches = page.getByTestId('all-coach-list');
  const opened = page.context().waitForEvent('page');
  await coaches.getByRole('button', { name: 'Print' }).click();
  const printed = await opened;
  await printed.waitForLoadState();
  await expect(printed.getByRole('heading', { name: 'All coaches' })).toBeVisible();
  await expect(printed.getByText(cup.name)).toBeVisible();
  await expect(printed.getByRole('row').nth(1)).toContainText(`Coach Anić`);
});
