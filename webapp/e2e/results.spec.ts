import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiSession } from './support/backend';
import { closeAndDraw, clubWithEntries, publishDraws } from './support/draws-setup';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { auth, openTournamentWithDisciplines } from './support/tournament-setup';

const PHONE = { width: 360, height: 740 };

/** A bout's two fighters (red, blue): the buttons that record the winner. */
const fighters = (bout: Locator) => bout.locator('button[aria-pressed]');

/** Records every bout whose two fighters are known and that has no winner yet (red wins 3:1),
 * through the result dialog, until none is left. */
async function recordEveryReadyBout(page: Page) {
  const ready = page.locator('[data-testid="bout"][data-state="ready"]');
  for (let step = 0; step < 12 && (await ready.count()) > 0; step += 1) {
    const bout = ready.first();
    const name = (await bout.getAttribute('aria-label')) ?? '';
    await fighters(bout).first().click();
    const dialog = page.getByRole('dialog', { name: `Result: ${name}` });
    await dialog.getByLabel('Points, red (aka)').fill('3');
    await dialog.getByLabel('Points, blue (ao)').fill('1');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name, exact: true })).toHaveAttribute('data-state', 'decided');
  }
  await expect(ready).toHaveCount(0);
}

/** Another table's result, recorded through the API before this page saw it. */
async function recordElsewhere(
  request: APIRequestContext,
  token: string,
  tournamentId: number,
  page: Page,
  name: string,
) {
  const groupKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const where = await page.getByRole('group', { name, exact: true }).getAttribute('data-bout');
  const path = `/api/tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}`;
  const read = await request.get(`${path}/results`, { headers: auth(token) });
  const { bouts } = (await read.json()) as { bouts: { round: number; index: number; blue: number }[] };
  const bout = bouts.find((one) => `${one.round}/${one.index}` === where);
  const answer = await request.put(`${path}/bouts/${where}`, {
    headers: auth(token),
    data: { winner: bout?.blue, ending: 'POINTS', version: 0 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The places shown under the bracket, in order. */
const places = async (page: Page) =>
  (await page.getByTestId('placing').allTextContents()).map((text) => Number(/^\d+/.exec(text)?.[0]));

/** A tournament's kata discipline (by points when `byPoints`) with five women of two clubs, drawn
 * and published; the admin opens the group's draw page. The first club, its name, the second
 * club's name and the group's title. */
async function drawnFive(page: Page, request: APIRequestContext, byPoints: boolean) {
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  if (byPoints) {
    const chosen = await request.put(`/api/model/Disciplines/${cup.kata.id}`, {
      headers: auth(adminSession.token),
      data: { obj: { isKataA: true, drawFormat: 'KATA_POINTS' } },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }
  const entries = { id: cup.id, categoryId: cup.category.id, kataId: cup.kata.id };
  const gold = `KK Zlatibor ${stamp}`;
  const silver = `KK Srem ${stamp}`;
  const club = await clubWithEntries(request, byPoints ? 'kata-a' : 'results-a', gold, entries, [
    ['Ana', `Ašić${stamp}`],
    ['Biljana', `Bošković${stamp}`],
    ['Ceca', `Cvijić${stamp}`],
  ]);
  await clubWithEntries(request, byPoints ? 'kata-b' : 'results-b', silver, entries, [
    ['Dara', `Đukić${stamp}`],
    ['Ema', `Žarić${stamp}`],
  ]);
  await closeAndDraw(request, adminSession.token, cup.id);
  await publishDraws(request, adminSession.token, cup.id);
  const group = `${cup.category.name} · ${cup.kata.name} · Women`;
  await openAs(page, adminSession, `/tournaments/${cup.id}/draws`);
  await page
    .getByRole('row', { name: new RegExp(cup.kata.name) })
    .getByRole('link', { name: group })
    .click();
  await expect(page.getByTestId('draw-title')).toHaveText(group);
  return { cup, club, gold, silver, group, stamp, adminSession };
}

test('an admin records a published draw up to the final, corrects it, and the clubs read the medal table', async ({
  english: page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // The admin opens the group: five women on eight lines, one bout of round 1 to fight.
  const { cup, club, gold, silver, group, stamp, adminSession } = await drawnFive(page, request, false);
  await expect(page.getByText('No placings yet.')).toBeVisible();
  const first = page.locator('[data-testid="bout"][data-state="ready"]').first();
  const firstName = (await first.getAttribute('aria-label')) ?? '';
  expect(firstName).toMatch(/^Round 1, bout \d$/);

  // The first bout ends by a withdrawal: the blue fighter wins, no points.
  await fighters(first).nth(1).click();
  const dialog = page.getByRole('dialog', { name: `Result: ${firstName}` });
  await expect(dialog.getByRole('radio', { name: 'Points' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Kiken (withdrawal)' }).check();
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toBeHidden();
  const decided = page.getByRole('group', { name: firstName, exact: true });
  await expect(decided).toHaveAttribute('data-state', 'decided');
  await expect(decided.getByTestId('bout-outcome')).toHaveText('Kiken (withdrawal)');
  await expect(decided.getByRole('button', { pressed: true })).toHaveCount(1);

  // Another table records semi-final 2 first: saving over it is refused with its winner named,
  // and the page reads the group again.
  const semi2 = page.getByRole('group', { name: 'Semi-final 2', exact: true });
  await expect(semi2).toHaveAttribute('data-state', 'ready');
  const blue = fighters(semi2).nth(1);
  const blueName = (await blue.locator('p').first().textContent()) ?? '';
  await recordElsewhere(request, adminSession.token, cup.id, page, 'Semi-final 2');
  await fighters(semi2).first().click();
  await page.getByRole('dialog', { name: 'Result: Semi-final 2' }).getByRole('button', { name: 'Save result' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'The result was not saved' });
  await expect(refused).toContainText(blueName);
  await expect(semi2).toHaveAttribute('data-state', 'decided');
  await expect(blue).toHaveAttribute('aria-pressed', 'true');
  await refused.getByRole('button').click();

  // Up to the final and through the repechage: the winner on the bracket's last line, the
  // placings 1, 2, 3, 3, 5, … below it.
  await recordEveryReadyBout(page);
  await expect(page.getByTestId('placings')).toContainText('All bouts decided');
  expect((await places(page)).slice(0, 4)).toEqual([1, 2, 3, 3]);
  const champion = (await page.getByTestId('placing').first().textContent()) ?? '';
  await expect(page.getByTestId('bracket-winner')).toHaveText(champion.replace(/^1/, '').split(' · ')[0] ?? '');

  // Semi-final 1 changes its winner: confirmed, the final (and what followed) is reset and named.
  const semi1 = page.getByRole('group', { name: 'Semi-final 1', exact: true });
  await semi1.locator('button[aria-pressed="false"]').click();
  await page.getByRole('dialog', { name: 'Result: Semi-final 1' }).getByRole('button', { name: 'Save result' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the result' });
  await expect(confirm).toContainText('later bouts');
  await confirm.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByTestId('results-reset')).toContainText('Final');
  await expect(page.getByRole('group', { name: 'Final', exact: true })).toHaveAttribute('data-state', 'ready');
  await recordEveryReadyBout(page);
  expect((await places(page)).slice(0, 4)).toEqual([1, 2, 3, 3]);

  // The medal table: the two clubs' medals add up to one gold, one silver and two bronzes, and the
  // group's podium.
  await page.getByRole('link', { name: 'Medal table' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}/medals$`));
  const clubs = page.getByRole('table', { name: 'Medals by club' });
  const rows = clubs.getByRole('row').filter({ hasText: stamp.toString() });
  await expect(rows).toHaveCount(2);
  const counts = await rows.evaluateAll((all) =>
    all.map((row) => [...row.querySelectorAll('td')].slice(2, 5).map((cell) => Number(cell.textContent))),
  );
  expect(counts.reduce((sum, row) => row.map((value, index) => value + (sum[index] ?? 0)), [0, 0, 0])).toEqual([
    1, 1, 2,
  ]);
  const podium = page.getByRole('region', { name: group });
  await expect(podium.getByTestId('placing')).toHaveCount(4);
  await expect(podium).toContainText('Complete');

  // A club coach on a phone: from the published draws to the medal table, read-only.
  const phone = await browser.newContext({ viewport: PHONE });
  await phone.addInitScript(() => {
    window.localStorage.setItem('fedreg.preferences', JSON.stringify({ state: { language: 'en' }, version: 0 }));
  });
  const coach = await phone.newPage();
  await openAs(coach, await apiSession(request, club), `/tournaments/${cup.id}/draws`);
  await coach.getByRole('link', { name: 'Medal table' }).click();
  await expect(coach).toHaveURL(new RegExp(`/tournaments/${cup.id}/medals$`));
  const cards = coach.getByRole('list', { name: 'Medals by club' }).getByRole('listitem');
  await expect(cards.filter({ hasText: gold })).toHaveCount(1);
  await expect(cards.filter({ hasText: silver })).toHaveCount(1);
  const seen = coach.getByRole('region', { name: group });
  await expect(seen.getByTestId('placing')).toHaveCount(4);
  expect(await coach.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await seen.getByRole('link', { name: group }).click();
  await expect(coach.getByTestId('placings')).toContainText('All bouts decided');
  await expect(coach.getByTestId('bout').first()).toBeVisible();
  await expect(coach.getByTestId('bout').getByRole('button')).toHaveCount(0);
  await phone.close();
});

/** Types `score` for `name` in `within` and saves it; waits for the stored score (it can be cleared then). */
async function enterScore(within: Locator, name: string, score: string) {
  await within.getByLabel(`Score: ${name}`, { exact: true }).fill(score);
  await within.getByRole('button', { name: `Save the score: ${name}` }).click();
  await expect(within.getByRole('button', { name: `Clear the score: ${name}` })).toBeVisible();
}

/** The names the score inputs of `within` are for, in order. */
const scoreNames = async (within: Locator) =>
  (
    await within
      .getByRole('textbox', { name: /^Score: / })
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Score: /, ''));

test('an admin enters kata by points round by round, a tie is named and parted, and the placings follow', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  // The draw: five women in the order drawn, in groups A (three) and B (two).
  await drawnFive(page, request, true);
  await expect(page.getByTestId('kata-draw')).toContainText('Group B');

  // Round 1: group A's first two level, the page names them; a re-performance parts them.
  const groupA = page.getByRole('table', { name: 'Round 1, Group A' });
  const groupB = page.getByRole('table', { name: 'Round 1, Group B' });
  const [a1 = '', a2 = '', a3 = ''] = await scoreNames(groupA);
  const [b1 = '', b2 = ''] = await scoreNames(groupB);
  await enterScore(groupA, a1, '41,50');
  await enterScore(groupA, a2, '41.5');
  await enterScore(groupA, a3, '39');
  await expect(page.getByTestId('kata-tie')).toContainText(`${a1}, ${a2}`);
  await groupA.getByLabel(`Score: ${a2}`, { exact: true }).fill('41,70');
  await groupA.getByRole('button', { name: `Save the score: ${a2}` }).click();
  await page.getByRole('dialog', { name: 'Change the score' }).getByRole('button', { name: 'Change' }).click();
  await expect(page.getByTestId('kata-tie')).toHaveCount(0);
  await enterScore(groupB, b1, '40.20');
  await enterScore(groupB, b2, '42.10');

  // The medal bouts: the final (a2 against b2), bronze A (a1 alone against B's missing 3rd),
  // bronze B (b1 against a3).
  const final = page.getByRole('table', { name: 'Final' });
  await enterScore(final, a2, '43.00');
  await enterScore(final, b2, '42.90');
  const bronzeB = page.getByRole('table', { name: 'Bronze bout B' });
  await enterScore(bronzeB, b1, '41.00');
  await enterScore(bronzeB, a3, '40.00');
  await expect(page.getByTestId('placings')).toContainText('All performances scored');
  expect(await places(page)).toEqual([1, 2, 3, 3, 5]);
  await expect(page.getByTestId('placing').first()).toContainText(a2);
});

test('the admin puts a group on a tatami and its table official records a bout on a phone', async ({
  english: page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  const entries = { id: cup.id, categoryId: cup.category.id, kataId: cup.kata.id };
  const official = await clubWithEntries(request, 'tatami-a', `KK Tara ${stamp}`, entries, [
    ['Jelena', `Šolaja${stamp}`],
    ['Ksenija', `Čolić${stamp}`],
    ['Lana', `Đokić${stamp}`],
  ]);
  await closeAndDraw(request, adminSession.token, cup.id);
  await publishDraws(request, adminSession.token, cup.id);
  const group = `${cup.category.name} · ${cup.kata.name} · Women`;

  // The admin adds tatami 1 with the group and, found by name, a club's coach at its table.
  await openAs(page, adminSession, `/tournaments/${cup.id}/tatamis`);
  await expect(page.getByText('No tatamis are set yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add tatami' }).click();
  const form = page.getByTestId('tatami-form');
  await form.getByRole('combobox', { name: 'Groups (in fighting order)' }).click();
  await page.getByRole('option', { name: group }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'Table officials' }).fill(official.name);
  await page.getByRole('option', { name: official.name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save tatamis' }).click();
  const tatami = page.getByTestId('tatami');
  await expect(tatami).toContainText(`At the table: ${official.name}`);
  await expect(tatami.getByRole('link', { name: group })).toBeVisible();

  // The official, on a phone: their tatami, the group (three women: a round robin), a bout;
  // once recorded it is theirs no more to change.
  const phone = await browser.newContext({ viewport: PHONE });
  await phone.addInitScript(() => {
    window.localStorage.setItem('fedreg.preferences', JSON.stringify({ state: { language: 'en' }, version: 0 }));
  });
  const table = await phone.newPage();
  await openAs(table, await apiSession(request, official), `/tournaments/${cup.id}/tatamis`);
  const theirs = table.getByTestId('tatami');
  await expect(theirs).toContainText('Your tatami');
  await theirs.getByRole('link', { name: group }).click();
  const ready = table.locator('[data-testid="bout"][data-state="ready"]').first();
  await expect(ready).toBeVisible();
  const name = (await ready.getAttribute('aria-label')) ?? '';
  await fighters(ready).first().click();
  const dialog = table.getByRole('dialog', { name: `Result: ${name}` });
  await dialog.getByLabel('Points, red (aka)').fill('2');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toBeHidden();
  const decided = table.getByRole('group', { name, exact: true });
  await expect(decided).toHaveAttribute('data-state', 'decided');
  await expect(decided.getByRole('button')).toHaveCount(0);
  expect(await table.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // The same user is their club's coach: the draws page tells where and when its three women fight.
  await table.goto(`/tournaments/${cup.id}/draws`);
  const competitors = table.getByTestId('club-day-competitor');
  await expect(competitors).toHaveCount(3);
  await expect(competitors.first()).toContainText('Tatami 1 · group at about');
  await phone.close();
});
