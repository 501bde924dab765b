import { field } from './support/fields';
import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf, createItem, openTournamentWithDisciplines, registerCompetitor } from './support/tournament-setup';

test('the clubs list fits a laptop screen, with every club detail and the delete button', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const { club } = await registerClub(request, 'wide', `Karate klub Veoma Dugog Imena ${Date.now()}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, shared().adminSession, '/clubs/list');
  const table = page.getByRole('table', { name: 'Clubs' });
  const row = table.getByRole('row', { name: new RegExp(club.name) });
  await expect(row).toContainText(club.mobile);
  await expect(row).toContainText(club.email);
  // Nothing scrolls sideways: the table is no wider than its box, the button is on screen.
  const widths = await table.evaluate((element) => ({
    table: element.scrollWidth,
    box: element.parentElement?.parentElement?.clientWidth ?? 0,
  }));
  expect(widths.table).toBeLessThanOrEqual(widths.box);
  await expect(row.getByRole('button', { name: 'Delete club' })).toBeInViewport();
});

test("the admin's password dialog says the minimum length", async ({ english: page, request }) => {
  const { account } = await registerClub(request, 'password-min', `KK Lozinka ${Date.now()}`);
  await openAs(page, shared().adminSession, '/users');
  await page.getByRole('button', { name: `Actions for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Update password' }).click();
  const dialog = page.getByRole('dialog', { name: `New password for ${account.name}` });
  await field(dialog, 'New password').fill('123');
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(dialog.getByText('More characters needed: at least 6.')).toBeVisible();
});

test('deleting a member who is entered names the tournament', async ({ english: page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { account } = await registerClub(request, 'entered', `KK Prijavljeni ${stamp}`);
  const session = await apiSession(request, account);
  const { token } = session;
  const member = await createItem(request, token, 'Members', {
    clubId: await clubIdOf(request, token),
    firstName: 'Ana',
    lastName: `Entered${stamp}`,
    belt: 'BELI',
    born: '2000-01-01',
    isMale: false,
  });
  const cup = await openTournamentWithDisciplines(request, shared().adminSession.token, stamp);
  await registerCompetitor(request, token, cup.id, {
    memberId: member.id,
    categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
  });

  await openAs(page, session, '/');
  const row = page.getByTestId('members').getByRole('row', { name: new RegExp(`Entered${stamp}`) });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Cannot be deleted while entered in these tournaments: ${cup.name}.`)).toBeVisible();
  await expect(row).toBeVisible();
});
