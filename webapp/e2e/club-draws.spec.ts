import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, createAdmin, type Account } from './support/backend';
import { signedIn } from './support/auth-steps';
import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { clubWithEntries, closeAndDraw } from './support/draws-setup';
import { auth, clubIdOf, createItem, registerCompetitor } from './support/tournament-setup';

const WIDTHS = [
  { name: '1,366 px', viewport: { width: 1366, height: 900 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
];

const NO_FEES = Object.fromEntries(
  ['single_fee_1', 'single_fee_2', 'single_fee_other', 'team_fee'].flatMap((fee) => [
    [fee, 0],
    [`${fee}_break`, 0],
  ]),
);

/** A tournament with its competition day and place, open for applications (through the API). */
async function openCup(request: APIRequestContext, token: string, stamp: string) {
  const category = await createItem(request, token, 'Categories', { name: `Seniorke ${stamp}` });
  const kata = await createItem(request, token, 'Disciplines', { name: `Kata ${stamp}`, categoryIds: [category.id] });
  const teamKata = await createItem(request, token, 'Disciplines', {
    name: `Kata tim ${stamp}`,
    categoryIds: [category.id],
    isTeam: true,
  });
  const name = `Kup Čačka ${stamp}`;
  const place = `Hala „Mladost“ ${stamp}, Čačak`;
  const tournament = await createItem(request, token, 'Tournaments', {
    name,
    description: '<p>Propozicije.</p>',
    startDate: '2025-01-01T10:00:00',
    endDate: '2099-12-31T23:00:00',
    eventDate: '2099-03-14',
    place,
    disciplineIds: [kata.id],
    teamDisciplineIds: [teamKata.id],
    registrationOpen: true,
    ...NO_FEES,
  });
  return {
    id: tournament.id,
    name,
    place,
    categoryId: category.id,
    kataId: kata.id,
    category: `Seniorke ${stamp}`,
    kata: `Kata ${stamp}`,
    group: `Seniorke ${stamp} · Kata ${stamp} · Women`,
  };
}

/** A CSV as Excel saves it in a Serbian locale: a BOM, semicolons, CRLF. */
const csv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((row) => row.join(';')).join('\r\n')}`, 'utf-8');

/**
 * The club's own people, with their birth dates typed the ways people type them (the last dot
 * left out, one digit, spaces after the dots, ISO), and the date each one means.
 */
const ownPeople = (stamp: string) => [
  { first: 'Đurđa', last: `Šarić${stamp}`, typed: '15.3.2001.', shown: '15/03/2001' },
  { first: 'Јована', last: `Ђорђевић${stamp}`, typed: '05. 04. 2002.', shown: '05/04/2002' },
  { first: 'Žaklina', last: `Ćirić${stamp}`, typed: '2003-06-07', shown: '07/06/2003' },
  { first: 'Milica', last: `Čolić${stamp}`, typed: '08.09.2004', shown: '08/09/2004' },
];

/**
 * A new club's first steps in the browser: the sign-up (signed in at once), its people imported
 * from a spreadsheet with dates typed the usual ways, and one of them entered in `cup` with the
 * entry dialog.
 */
async function signUpImportAndEnter(
  page: Page,
  stamp: string,
  cup: { id: number; category: string; kata: string },
): Promise<Account> {
  const account = { name: `Trener ${stamp}`, email: `journey-${stamp}@example.com`, password: 'secret-123' };
  await page.goto('/register');
  await field(page, 'Full name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Club name').fill(`KK Čačak ${stamp}`);
  await field(page, 'Short name').fill('KK Čačak');
  await field(page, 'City').fill('Čačak');
  await field(page, 'Address').fill('Gradsko šetalište 1');
  await field(page, 'Club email').fill(`club-${account.email}`);
  await field(page, 'Contact person').fill('Đorđe Živić');
  await field(page, 'Mobile phone').fill('+381 32 123 456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/my-club$/);

  const members = page.getByTestId('members');
  await members.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet: Members' });
  const people = ownPeople(stamp);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'clanovi.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['Ime', 'Prezime', 'Datum rođenja', 'Pol', 'Pojas'],
      ...people.map((person) => [person.first, person.last, person.typed, 'Ž', 'Beli']),
    ]),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'New: 4 · Already here: 0 · In another club: 0 · With errors: 0',
  );
  await dialog.getByRole('button', { name: 'Import (4)' }).click();
  await expect(dialog).toBeHidden();
  for (const person of people) await expect(members).toContainText(person.shown);

  await page.goto(`/tournaments/${cup.id}`);
  const own = page.getByTestId('own-competitors');
  await own.getByRole('button', { name: 'Register competitor' }).click();
  const entry = page.getByRole('dialog', { name: 'Competitor registration' });
  await entry.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: new RegExp(people[0]!.last) }).click();
  await entry.getByRole('checkbox', { name: cup.category }).check();
  await entry.getByRole('checkbox', { name: cup.kata }).check();
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry).toBeHidden();
  await expect(own.getByText(people[0]!.last).first()).toBeVisible();
  return account;
}

/** The club's other imported people entered through the API (the dialog is tested once above). */
async function enterTheOthers(
  request: APIRequestContext,
  account: Account,
  cup: { id: number; categoryId: number; kataId: number },
  lastNames: string[],
) {
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  const listed = await request.get('/api/model/Members', {
    headers: auth(token),
    params: { by: JSON.stringify({ clubId }), limit: 100 },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const members = ((await listed.json()) as { items: { id: number; lastName: string }[] }).items;
  for (const lastName of lastNames) {
    const member = members.find((one) => one.lastName === lastName);
    expect(member, lastName).toBeDefined();
    await registerCompetitor(request, token, cup.id, {
      memberId: member!.id,
      categories: [{ id: cup.categoryId, disciplines: [cup.kataId] }],
    });
  }
}

/** How far the page scrolls sideways (0: it fits the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A competition day as the app writes it in English (dd/mm/yyyy). */
const MARCH_14 = '14/03/2099';

for (const { name: width, viewport } of WIDTHS) {
  test(`a new club signs up, imports its people, enters, and sees the competition day and its published draws, marked, as PDF at ${width}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const admin = createAdmin('draws-admin');
    const adminToken = await apiToken(request, admin);
    const opened = await openCup(request, adminToken, stamp);

    // A new club signs up, imports its people with dates as they are typed and enters one of
    // them, all in the browser at this width; three more entries and another club's two come
    // through the API; then the admin closes the applications and makes the draws.
    const journey = await browser.newContext({ viewport });
    await journey.addInitScript(() => {
      window.localStorage.setItem('fedreg.preferences', JSON.stringify({ state: { language: 'en' }, version: 0 }));
    });
    const account = await signUpImportAndEnter(await journey.newPage(), stamp, opened);
    await journey.close();
    const people = ownPeople(stamp);
    await enterTheOthers(request, account, opened, [people[1]!.last, people[2]!.last]);
    await clubWithEntries(request, 'draws-other', `KK Užice ${stamp}`, opened, [
      ['Vesna', `Vasić${stamp}`],
      ['Ljiljana', `Ljubić${stamp}`],
    ]);
    await closeAndDraw(request, adminToken, opened.id);
    const cup = {
      ...opened,
      club: account,
      own: people.slice(0, 3).map((person) => `${person.first} ${person.last}`),
    };

    // The admin publishes the draws on the draws page.
    const byAdmin = await signedIn(browser, viewport, admin);
    await byAdmin.page.goto(`/tournaments/${cup.id}/draws`);
    await byAdmin.page.getByRole('button', { name: 'Publish to clubs' }).click();
    await expect(byAdmin.page.getByText('Draws published to clubs.')).toBeVisible();
    await byAdmin.context.close();

    // The club's tournaments list and the tournament's page give the competition's day and place,
    // and the application window says it is the applications'.
    const { context, page } = await signedIn(browser, viewport, cup.club);
    await page.goto('/tournaments');
    const listed = page.getByRole('row', { name: new RegExp(cup.name) });
    await expect(listed.getByTestId('competition-cell')).toContainText(cup.place);
    await expect(listed.getByTestId('competition-cell')).toContainText(MARCH_14);
    await listed.getByRole('link', { name: cup.name }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}$`));
    const day = page.getByTestId('competition-day');
    await expect(day).toContainText('Competition:');
    await expect(day).toContainText(MARCH_14);
    await expect(day).toContainText(cup.place);
    await expect(page.getByTestId('applications-period')).toContainText('Applications:');

    // From there to the published draws: the group with the club's people is marked.
    const published = page.getByTestId('published-draws');
    await expect(published).toContainText('The draws are published');
    await published.getByRole('link', { name: 'See the draws' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}/draws$`));
    await expect(page.getByRole('heading', { name: `Draws – ${cup.name}` })).toBeVisible();
    const groups = page.getByRole(viewport.width < 768 ? 'listitem' : 'row').filter({ hasText: cup.group });
    await expect(groups).toHaveCount(1);
    await expect(groups.getByText('Your club')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish to clubs' })).toHaveCount(0); // read-only
    expect(await sideways(page)).toBe(0);

    // The bracket: eight lines, the club's three people marked (a highlight, bold with a star) and
    // named for screen readers; the other club's two unmarked.
    await groups.getByRole('link', { name: cup.group }).click();
    await expect(page.getByTestId('draw-title')).toHaveText(cup.group);
    const bracket = page.getByRole('img', { name: /^Bracket; your club: / });
    await expect(bracket).toBeVisible();
    const label = (await bracket.getAttribute('aria-label')) ?? '';
    expect(cup.own.every((person) => label.includes(person))).toBe(true);
    await expect(page.getByTestId('own-slot')).toHaveCount(3);
    const slots = page.getByTestId('bracket-slot');
    await expect(slots).toHaveCount(8);
    await expect(slots.filter({ hasText: /^★/ })).toHaveCount(3);
    await expect(slots.filter({ hasText: `KK Užice ${stamp}` }).filter({ hasNotText: '★' })).toHaveCount(2);
    for (const person of cup.own) await expect(page.getByTestId('own-entrants')).toContainText(person);
    await expect(page.getByRole('button', { name: 'Make all draws' })).toHaveCount(0);
    expect(await sideways(page)).toBe(0);

    // Every bracket as one PDF.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'All draws (PDF)' }).click();
    const saved = await (await download).path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
}
