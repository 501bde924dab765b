import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, createAdmin, registerClub, type Account } from './support/backend';
import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { clubIdOf, createItem, registerCompetitor } from './support/tournament-setup';

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

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A club of its own with `people` women entered in the tournament's kata (through the API). */
async function clubWithEntries(
  request: APIRequestContext,
  label: string,
  clubName: string,
  cup: { id: number; categoryId: number; kataId: number },
  people: [string, string][],
) {
  const { account } = await registerClub(request, label, clubName);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  for (const [firstName, lastName] of people) {
    const member = await createItem(request, token, 'Members', {
      clubId,
      firstName,
      lastName,
      belt: 'BELI',
      born: '2001-05-05',
      isMale: false,
    });
    await registerCompetitor(request, token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.categoryId, disciplines: [cup.kataId] }],
    });
  }
  return account;
}

/**
 * A tournament with its competition day and place, entries of two clubs, applications closed and
 * its draws made (seed 2026), all through the API: the screens are the subject of the test.
 */
async function drawnTournament(request: APIRequestContext, admin: Account, stamp: string) {
  const token = await apiToken(request, admin);
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
  const cup = { id: tournament.id, categoryId: category.id, kataId: kata.id };
  const own: [string, string][] = [
    ['Đurđa', `Šarić${stamp}`],
    ['Јована', `Ђорђевић${stamp}`],
    ['Žaklina', `Ćirić${stamp}`],
  ];
  const club = await clubWithEntries(request, 'draws-club', `KK Čačak ${stamp}`, cup, own);
  await clubWithEntries(request, 'draws-other', `KK Užice ${stamp}`, cup, [
    ['Vesna', `Vasić${stamp}`],
    ['Ljiljana', `Ljubić${stamp}`],
  ]);
  const closed = await request.put(`/api/model/Tournaments/${tournament.id}`, {
    headers: auth(token),
    data: { obj: { registrationOpen: false } },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const made = await request.post(`/api/tournament/${tournament.id}/draws`, {
    headers: auth(token),
    data: { seed: 2026 },
  });
  expect(made.status(), await made.text()).toBe(200);
  return {
    id: tournament.id,
    name,
    place,
    group: `Seniorke ${stamp} · Kata ${stamp} · Women`,
    club,
    own: own.map(([first, last]) => `${first} ${last}`),
  };
}

/** A browser of its own at `viewport`, in English, signed in through the login form. */
async function signedIn(browser: Browser, viewport: { width: number; height: number }, account: Account) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    window.localStorage.setItem('fedreg.preferences', JSON.stringify({ state: { language: 'en' }, version: 0 }));
  });
  const page = await context.newPage();
  await page.goto('/login');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return { context, page };
}

/** How far the page scrolls sideways (0: it fits the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A competition day as the app writes it in English (dd/mm/yyyy). */
const MARCH_14 = '14/03/2099';

for (const { name: width, viewport } of WIDTHS) {
  test(`a club sees the competition day and place and its published draws, marked, as PDF at ${width}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const admin = createAdmin('draws-admin');
    const cup = await drawnTournament(request, admin, stamp);

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
