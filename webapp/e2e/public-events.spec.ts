import { openAs } from './support/auth-steps';
import { apiSession, apiToken, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import {
  clubIdOf,
  createItem,
  openTournamentWithDisciplines,
  registerCompetitor,
  setTournament,
} from './support/tournament-setup';

test('a signed-out visitor sees a public tournament: counts, names only when listed, never a birth date', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const adminToken = adminSession.token;
  const { account } = await registerClub(request, 'public', `KK Javni ${stamp}`);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  const cup = await openTournamentWithDisciplines(request, adminToken, stamp);
  for (const [firstName, born] of [
    ['Ana', '2001-02-03'],
    ['Mina', '2002-04-05'],
  ] as const) {
    const member = await createItem(request, token, 'Members', {
      clubId,
      firstName,
      lastName: `Public${stamp}`,
      belt: 'BELI',
      born,
      isMale: false,
    });
    await registerCompetitor(request, token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
    });
  }

  // Not public yet: the page says it cannot be read, as for a tournament that does not exist.
  await page.goto(`/events/${cup.id}`);
  await expect(page.getByText('This tournament is not shown in public.')).toBeVisible();

  await setTournament(request, adminToken, cup.id, { isPublic: true });
  await page.setViewportSize({ width: 390, height: 844 }); // a phone
  // A public page answers the state it read up to a second ago (FEDREG_PUBLIC_PAGE_SECONDS), and
  // a browser keeps an answer for a minute (max-age=60): the page is opened once the server lists
  // the newly public tournament.
  await expect
    .poll(async () => {
      const listed = (await (await request.get('/api/public/tournaments')).json()) as { id: number }[];
      return listed.some((tournament) => tournament.id === cup.id);
    })
    .toBe(true);
  await page.goto('/events');
  await page.getByRole('link', { name: cup.name }).click();
  await expect(page.getByRole('heading', { name: cup.name })).toBeVisible();
  await expect(page.getByTestId('events.competitors')).toHaveText('2');
  await expect(page.getByTestId('events.clubs')).toHaveText('1');
  // On the phone each count is a line: category, then discipline and sex, the count on the right.
  const counts = page.getByRole('list', { name: 'Entries per category' });
  await expect(counts.getByRole('listitem').filter({ hasText: cup.kata.name })).toHaveText(
    `${cup.category.name}${cup.kata.name} · Women` + 'Entries: 2', // both are women: the count by sex
  );
  await expect(page.getByText(`Public${stamp}`)).toHaveCount(0); // the entries are not listed
  const fitsThePhone = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fitsThePhone).toBe(true);

  await setTournament(request, adminToken, cup.id, { publicEntries: true });
  const entries = page.getByRole('list', { name: 'Entry list' });
  // A shown tournament's change reaches its public page within FEDREG_PUBLIC_PAGE_SECONDS (1 s).
  await expect(async () => {
    await page.reload();
    await expect(entries.getByRole('listitem')).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Search the entries').fill('mina');
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries.getByRole('listitem').filter({ hasText: `Mina Public${stamp}` })).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const birth of ['2001', '2002', '03.02.', '05.04.', 'BELI']) expect(text).not.toContain(birth);

  // Serbian too, from the language switch.
  await page.getByRole('button', { name: 'Srpski' }).click();
  await expect(page.getByRole('list', { name: 'Spisak prijava' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();

  // The admin's tournament page gives the public link.
  await openAs(page, adminSession, `/tournaments/${cup.id}`);
  await expect(page.getByTestId('public-link')).toHaveText(new RegExp(`/events/${cup.id}$`));
  // Signed in, the public page is there too.
  await page.goto(`/events/${cup.id}`);
  await expect(page.getByRole('heading', { name: cup.name })).toBeVisible();
});

test('on a 360 px phone the public entries show their discipline and the counts, and Dordevic finds Đorđević', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const adminToken = shared().adminSession.token;
  const { account } = await registerClub(request, 'public-phone', `KK Telefon ${stamp}`);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  const cup = await openTournamentWithDisciplines(request, adminToken, stamp);
  const kumite = await createItem<{ name: string }>(request, adminToken, 'Disciplines', {
    name: `Kumite ${stamp}`,
    categoryIds: [cup.category.id],
  });
  await setTournament(request, adminToken, cup.id, {
    disciplineIds: [cup.kata.id, kumite.id],
    isPublic: true,
    publicEntries: true,
  });
  const entered = async (firstName: string, lastName: string, disciplines: number[]) => {
    const member = await createItem(request, token, 'Members', {
      clubId,
      firstName,
      lastName,
      belt: 'BELI',
      born: '2001-02-03',
      isMale: false,
    });
    await registerCompetitor(request, token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.category.id, disciplines }],
    });
  };
  await entered('Jelena', 'Đorđević', [cup.kata.id, kumite.id]);
  await entered('Ana', 'Vasić', [cup.kata.id]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/events/${cup.id}`);
  const counts = page.getByRole('list', { name: 'Entries per category' });
  await expect(counts.getByRole('listitem')).toHaveText([
    `${cup.category.name}${cup.kata.name} · WomenEntries: 2`,
    `${cup.category.name}${kumite.name} · WomenEntries: 1`,
  ]);
  // Jelena is entered twice: two lines, told apart by their discipline.
  const entries = page.getByRole('list', { name: 'Entry list' });
  await expect(entries.getByRole('listitem')).toHaveCount(3);
  const search = page.getByLabel('Search the entries');
  for (const query of ['Dordevic', 'Ђорђевић', 'djordjevic']) {
    await search.fill(query);
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    for (const discipline of [cup.kata.name, kumite.name]) {
      const line = entries.getByRole('listitem').filter({ hasText: `${cup.category.name} · ${discipline}` });
      await expect(line).toContainText('Jelena Đorđević');
    }
  }
  const fitsThePhone = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fitsThePhone).toBe(true);
});

test("a club user's public pages are the club's tournaments page, with the club's entries and fee", async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const adminToken = shared().adminSession.token;
  const { account } = await registerClub(request, 'public-club', `KK Klupski ${stamp}`);
  const session = await apiSession(request, account);
  const { token } = session;
  const clubId = await clubIdOf(request, token);
  const cup = await openTournamentWithDisciplines(request, adminToken, stamp);
  const member = await createItem(request, token, 'Members', {
    clubId,
    firstName: 'Vera',
    lastName: `Club${stamp}`,
    belt: 'BELI',
    born: '2003-03-03',
    isMale: false,
  });
  await registerCompetitor(request, token, cup.id, {
    memberId: member.id,
    categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
  });
  await setTournament(request, adminToken, cup.id, { isPublic: true });

  await openAs(page, session, '/events'); // one list for clubs: their tournaments page
  await expect(page).toHaveURL(/\/tournaments$/);
  const row = page.getByRole('row', { name: new RegExp(cup.name) });
  await row.getByRole('link', { name: `Public page of ${cup.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${cup.id}$`));
  const mine = page.getByTestId('club-event-box');
  await expect(mine).toContainText('Competitors: 1, teams: 0');
  await mine.getByRole('link', { name: 'Open as your club' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}$`));
});
