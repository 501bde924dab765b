import type { Page } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf, createItem, openTournamentWithDisciplines } from './support/tournament-setup';

/** Registers the member in the tournament's kata through the page's competitor dialog. */
async function registerInKata(
  page: Page,
  member: string,
  cup: Awaited<ReturnType<typeof openTournamentWithDisciplines>>,
) {
  const panel = page.getByTestId('own-competitors');
  await panel.getByRole('button', { name: 'Register competitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Competitor registration' });
  await dialog.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: member, exact: true }).click();
  await dialog.getByRole('checkbox', { name: cup.category.name }).check();
  await dialog.getByRole('checkbox', { name: cup.kata.name }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('row', { name: new RegExp(member) })).toBeVisible();
}

test('a coach works in two open tournaments at once from the club tournaments page', async ({
  english: page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const adminToken = shared().adminSession.token;
  const { account } = await registerClub(request, 'club-tournaments', `KK Dva turnira ${stamp}`);
  const session = await apiSession(request, account);
  const { token } = session;
  const clubId = await clubIdOf(request, token);
  for (const firstName of ['Ana', 'Bojan']) {
    await createItem(request, token, 'Members', {
      clubId,
      firstName,
      lastName: `Two${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale: firstName === 'Bojan',
    });
  }
  const first = await openTournamentWithDisciplines(request, adminToken, stamp);
  const second = await openTournamentWithDisciplines(request, adminToken, stamp + 1);

  await openAs(page, session, '/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Tournaments', exact: true })
    .click();
  await expect(page).toHaveURL(/\/tournaments$/);
  const table = page.getByRole('table', { name: 'Tournaments' });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  for (const cup of [first, second]) await expect(row(cup.name)).toContainText('Open');

  // The first tournament opens as the club sees it, though the second is the newer one.
  await row(first.name).getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${first.id}$`));
  await expect(page.getByRole('heading', { name: first.name }).first()).toBeVisible();
  await registerInKata(page, `Ana Two${stamp}`, first);

  await page.goto('/tournaments');
  await row(second.name).getByRole('link', { name: second.name }).click();
  await registerInKata(page, `Ana Two${stamp}`, second);
  await registerInKata(page, `Bojan Two${stamp}`, second);

  // Back at the first (a direct link): its entry is still there and still changes.
  await page.goto(`/tournaments/${first.id}`);
  const panel = page.getByTestId('own-competitors');
  await expect(panel.getByRole('row', { name: new RegExp(`Ana Two${stamp}`) })).toBeVisible();
  await registerInKata(page, `Bojan Two${stamp}`, first);

  // The list counts each tournament's own entries (after the name, competition, applications and their window).
  await page.goto('/tournaments');
  await expect(row(first.name).getByRole('cell').nth(5)).toHaveText('2');
  await expect(row(second.name).getByRole('cell').nth(5)).toHaveText('2');
});
