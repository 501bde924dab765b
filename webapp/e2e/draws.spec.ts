import { readFileSync } from 'node:fs';
import { openAs } from './support/auth-steps';
import { apiToken, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf, createItem, openTournamentWithDisciplines, registerCompetitor } from './support/tournament-setup';

test('an admin closes applications, makes the draws, opens a bracket and prints it', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const { account } = await registerClub(request, 'draws', `KK Žreb ${stamp}`);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  for (let n = 0; n < 5; n += 1) {
    const member = await createItem(request, token, 'Members', {
      clubId,
      firstName: `Ana${n}`,
      lastName: `Draw${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale: false,
    });
    await registerCompetitor(request, token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
    });
  }

  await openAs(page, adminSession, `/tournaments/${cup.id}`);
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Close applications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close applications' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Applications are closed.')).toBeVisible();

  // The draws page lists the group, not drawn yet; making the draws draws it.
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Draws' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}/draws$`));
  const group = `${cup.category.name} · ${cup.kata.name} · Women`;
  const row = page.getByRole('row', { name: new RegExp(cup.kata.name) });
  await expect(row).toContainText('Not drawn');
  await page.getByLabel('Seed (empty: drawn at random)').fill('2026');
  await page.getByRole('button', { name: 'Make all draws' }).click();
  await expect(page.getByText('Draws made.')).toBeVisible();
  await expect(row).toContainText('Drawn');
  await expect(row).toContainText('Elimination with repechage');
  await expect(row).toContainText('2026');

  // One bracket: eight lines with three byes, the club beside every competitor, repechage.
  await row.getByRole('link', { name: group }).click();
  await expect(page.getByTestId('draw-title')).toHaveText(group);
  const slots = page.getByTestId('bracket-slot');
  await expect(slots).toHaveCount(8);
  await expect(slots.filter({ hasText: 'bye' })).toHaveCount(3);
  await expect(slots.filter({ hasText: `KK Žreb ${stamp}` })).toHaveCount(5);
  await expect(page.getByTestId('repechage')).toContainText('Repechage A');
  await expect(page.getByText('Seed 2026').first()).toBeVisible();

  // Printing shows the draw alone; the PDF link answers a PDF.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('img', { name: 'Bracket' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'All draws (PDF)' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
});
