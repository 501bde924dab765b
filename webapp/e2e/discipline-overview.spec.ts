import { signIn, signOut } from './support/auth-steps';
import { apiToken, createAdmin, registerClub, setSettings } from './support/backend';
import { expect, test } from './support/fixtures';
import { clubIdOf, createItem, openTournamentWithDisciplines, registerCompetitor } from './support/tournament-setup';

test('clubs see the discipline overview once the admin shows it, with counts and a preview', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const admin = createAdmin('admin-overview');
  // The setting is the site's: start hidden, whatever an earlier test left.
  await setSettings(request, admin, { showDisciplines: false });
  const { account, club } = await registerClub(request, 'overview', `KK Pregled ${stamp}`);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  const member = await createItem(request, token, 'Members', {
    clubId,
    firstName: 'Ana',
    lastName: `Overview${stamp}`,
    belt: 'BELI',
    born: '2000-01-01',
    isMale: false,
  });
  const cup = await openTournamentWithDisciplines(request, admin, stamp);
  await registerCompetitor(request, token, cup.id, {
    memberId: member.id,
    categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
  });
  const group = `${cup.category.name} – ${cup.kata.name} – Women`;

  try {
    // The club sees its registration but no overview while the setting is off.
    await signIn(page, account.email, account.password);
    await page.goto('/tournament');
    await expect(page.getByRole('heading', { name: cup.name }).first()).toBeVisible();
    const own = page.getByTestId('own-competitors');
    await expect(own.getByRole('row', { name: new RegExp(`Ana Overview${stamp}`) })).toBeVisible();
    await expect(page.getByTestId('discipline-overview')).toHaveCount(0);
    await expect(page.getByTestId('team-discipline-overview')).toHaveCount(0);
    await signOut(page);

    // The admin always sees it and shows it to the clubs.
    await signIn(page, admin.email, admin.password);
    await page.goto(`/tournaments/${cup.id}`);
    await expect(page.getByRole('heading', { name: cup.name }).first()).toBeVisible();
    await expect(page.getByTestId('all-competitors').getByRole('row')).toHaveCount(2);
    const adminOverview = page.getByTestId('discipline-overview');
    const cells = [cup.category.name, cup.kata.name, 'Women', '1', ''];
    const adminRow = adminOverview.getByRole('row', { name: new RegExp(cup.kata.name) });
    await expect(adminRow.getByRole('cell')).toHaveText(cells);
    const toggle = adminOverview.getByRole('switch', { name: 'Show disciplines to clubs' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText('Clubs now see the discipline overview.').first()).toBeVisible();
    await expect(toggle).toBeChecked();
    await signOut(page);

    // Now the club sees the group with its one entry, and previews it; no switch for clubs.
    await signIn(page, account.email, account.password);
    await page.goto('/tournament');
    const overview = page.getByTestId('discipline-overview');
    const row = overview.getByRole('row', { name: new RegExp(cup.kata.name) });
    await expect(row.getByRole('cell')).toHaveText(cells);
    await expect(overview.getByRole('switch')).toHaveCount(0);
    await expect(page.getByTestId('team-discipline-overview')).toContainText('No entries in the tournament');
    await row.getByRole('button', { name: `Preview: ${group}` }).click();
    const preview = page.getByRole('dialog', { name: group });
    await expect(preview.getByRole('row', { name: new RegExp(`Ana Overview${stamp}`) })).toContainText(club.name);
    await expect(preview.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  } finally {
    await setSettings(request, admin, { showDisciplines: false });
  }
});
