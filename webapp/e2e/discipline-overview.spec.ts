import { openAs } from './support/auth-steps';
import { apiSession, apiToken, registerClub, setSettings } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf, createItem, openTournamentWithDisciplines, registerCompetitor } from './support/tournament-setup';

// Site-wide: the setting is the site's, so it runs after the others (playwright.config.ts).
test(
  'clubs see the discipline overview once the admin shows it, with counts and a preview',
  { tag: '@site-wide' },
  async ({ english: page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const { adminSession } = shared();
    // Start hidden, whatever an earlier test left.
    await setSettings(request, adminSession.token, { showDisciplines: false });
    const { account, club } = await registerClub(request, 'overview', `KK Pregled ${stamp}`);
    const session = await apiSession(request, account);
    const { token } = session;
    const clubId = await clubIdOf(request, token);
    const member = await createItem(request, token, 'Members', {
      clubId,
      firstName: 'Ana',
      lastName: `Overview${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale: false,
    });
    const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
    await registerCompetitor(request, token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
    });
    const group = `${cup.category.name} – ${cup.kata.name} – Women`;

    try {
      // The club sees its registration but no overview while the setting is off.
      await openAs(page, session, `/tournaments/${cup.id}`);
      await expect(page.getByRole('heading', { name: cup.name }).first()).toBeVisible();
      const own = page.getByTestId('own-competitors');
      await expect(own.getByRole('row', { name: new RegExp(`Ana Overview${stamp}`) })).toBeVisible();
      await expect(page.getByTestId('discipline-overview')).toHaveCount(0);
      await expect(page.getByTestId('team-discipline-overview')).toHaveCount(0);
      // The info panel still counts every entry: they come with the tournament, not the overview.
      const info = page.getByTestId('tournament-info');
      await expect(info.getByTestId('info-competitors')).toHaveText('1');
      await expect(info.getByTestId('info-disciplines')).toHaveText('1');
      await expect(info.getByTestId('info-teams')).toHaveText('0');
      await expect(info.getByTestId('info-team-disciplines')).toHaveText('0');

      // The admin always sees it and shows it to the clubs.
      await openAs(page, adminSession, `/tournaments/${cup.id}`);
      await expect(page.getByRole('heading', { name: cup.name }).first()).toBeVisible();
      await page.getByRole('tab', { name: 'Entries' }).click();
      await expect(page.getByTestId('all-competitors').getByRole('row')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Overview' }).click();
      const adminOverview = page.getByTestId('discipline-overview');
      const cells = [cup.category.name, cup.kata.name, 'Women', '1', ''];
      const adminRow = adminOverview.getByRole('row', { name: new RegExp(cup.kata.name) });
      await expect(adminRow.getByRole('cell')).toHaveText(cells);
      const toggle = adminOverview.getByRole('switch', { name: 'Show disciplines to clubs' });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(page.getByText('Clubs now see the discipline overview.').first()).toBeVisible();
      await expect(toggle).toBeChecked();

      // Now the club sees the group with its one entry, and previews it; no switch for clubs.
      await openAs(page, session, `/tournaments/${cup.id}`);
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
      await setSettings(request, adminSession.token, { showDisciplines: false });
    }
  },
);

test('admins page through, search and filter every club’s competitors; the overview counts them all', async ({
  english: page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  const lastName = `Paging${stamp}`;
  /** A club with its members (men unless told), each registered in the kata. */
  const clubWith = async (name: string, firstNames: string[], isMale: boolean) => {
    const { account, club } = await registerClub(request, 'paging', name);
    const token = await apiToken(request, account);
    const clubId = await clubIdOf(request, token);
    for (const firstName of firstNames) {
      const member = await createItem(request, token, 'Members', {
        clubId,
        firstName,
        lastName,
        belt: 'BELI',
        born: '2000-01-01',
        isMale,
      });
      await registerCompetitor(request, token, cup.id, {
        memberId: member.id,
        categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
      });
    }
    return club;
  };
  const many = Array.from({ length: 27 }, (_, index) => `Ime${String(index + 1).padStart(2, '0')}`);
  const big = await clubWith(`KK Mnogo ${stamp}`, many, true);
  const small = await clubWith(`KK Malo ${stamp}`, ['Solo'], false);

  await openAs(page, adminSession, `/tournaments/${cup.id}?tab=entries`);
  const all = page.getByTestId('all-competitors');
  const rows = all.locator('tbody tr');
  // The first page of 25 in the remembered (alphabetical) order, the badge counts all 28.
  await expect(rows).toHaveCount(25);
  await expect(all.locator('.mantine-Badge-root')).toHaveText('28');
  await expect(all.getByText('1–25 of 28')).toBeVisible();
  await expect(rows.first()).toContainText(`Ime01 ${lastName}`);
  await all.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows).toHaveCount(3);
  await expect(all.getByText('26–28 of 28')).toBeVisible();
  await expect(rows.last()).toContainText(`Solo ${lastName}`);
  await all.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50 per page' }).click();
  await expect(rows).toHaveCount(28);

  // The search narrows the list on the server (name or club); the badge still counts all.
  const search = all.getByRole('searchbox', { name: 'Search by name or club' });
  await search.fill('solo');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(small.name);
  await expect(all.locator('.mantine-Badge-root')).toHaveText('28');
  await search.fill(big.name);
  await expect(rows).toHaveCount(27);
  await search.fill(`nobody ${stamp}`);
  await expect(all).toContainText('Nothing matches the search.');
  await all.getByRole('button', { name: 'Show all' }).click();
  await expect(search).toHaveValue('');
  await expect(rows).toHaveCount(28);

  // The club filter offers the clubs with registrations.
  await all.getByRole('combobox', { name: 'Club' }).click();
  await page.getByRole('option', { name: small.name, exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Solo ${lastName}`);

  // The overview counts every entry by sex; a group's preview loads all of its entries.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = page.getByTestId('discipline-overview');
  await expect(overview.getByRole('row', { name: /Men/ }).getByRole('cell')).toHaveText([
    cup.category.name,
    cup.kata.name,
    'Men',
    '27',
    '',
  ]);
  await expect(overview.getByRole('row', { name: /Women/ }).getByRole('cell').nth(3)).toHaveText('1');
  const group = `${cup.category.name} – ${cup.kata.name} – Men`;
  await overview.getByRole('button', { name: `Preview: ${group}` }).click();
  const preview = page.getByRole('dialog', { name: group });
  await expect(preview.locator('tbody tr')).toHaveCount(27);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  // The print loads every entry first, into the window the click opened.
  const opened = page.context().waitForEvent('page');
  await overview.getByRole('button', { name: 'Print' }).click();
  const printed = await opened;
  await expect(printed.locator('tbody tr')).toHaveCount(28);
  await expect(printed.locator('tbody tr').last()).toContainText(`Solo ${lastName}`);
  await printed.close();

  // The info panel's counts come from the tournament.
  const info = page.getByTestId('tournament-info');
  await expect(info.getByTestId('info-clubs')).toHaveText('2');
  await expect(info.getByTestId('info-competitors')).toHaveText('28');
  await expect(info.getByTestId('info-disciplines')).toHaveText('28');
  await expect(info.getByTestId('info-teams')).toHaveText('0');
  await expect(info.getByTestId('info-team-disciplines')).toHaveText('0');
});
