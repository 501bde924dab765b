import type { APIRequestContext } from '@playwright/test';
import { closeAndDraw, clubWithEntries, publishDraws } from './support/draws-setup';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { auth, openTournamentWithDisciplines, setTournament } from './support/tournament-setup';

/** How soon a result recorded at a table must show on a spectator's page. */
const VISIBLE_WITHIN_MS = 2_000;

interface Bout {
  round: number;
  index: number;
  red: number | null;
  blue: number | null;
  winner: number | null;
}

interface GroupAnswer {
  draw: { groupKey: string; entrants: { registrationId: number; name: string }[] };
  bouts: Bout[];
}

test('a spectator follows a bracket on the public page as each result is entered', async ({
  english: page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const token = adminSession.token;
  const cup = await openTournamentWithDisciplines(request, token, stamp);
  const entries = { id: cup.id, categoryId: cup.category.id, kataId: cup.kata.id };
  await clubWithEntries(request, 'live-a', `KK Jastrebac ${stamp}`, entries, [
    ['Ana', 'Šarić'],
    ['Đurđa', 'Ćosić'],
    ['Žana', 'Čolić'],
  ]);
  await clubWithEntries(request, 'live-b', `KK Avala ${stamp}`, entries, [
    ['Vesna', 'Đokić'],
    ['Ivana', 'Jović'],
  ]);
  await closeAndDraw(request, token, cup.id);
  await publishDraws(request, token, cup.id);
  await setTournament(request, token, cup.id, { isPublic: true, publicEntries: true });

  // A spectator, not signed in, opens the tournament's public page and its results.
  await page.goto(`/events/${cup.id}`);
  await page.getByRole('link', { name: 'Results as they are entered' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${cup.id}/results$`));
  await expect(page.getByTestId('live-state')).toHaveText('Live');
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue(
    `${cup.category.name} · ${cup.kata.name} · Women`,
  );
  await expect(page.getByTestId('bracket-slot')).toHaveCount(8);

  // The tables enter the results through the API, bout by bout, the red fighter winning: each
  // winner shows on the spectator's bracket within the two seconds, without a reload.
  const base = `/api/tournament/${cup.id}/draws`;
  const read = async (req: APIRequestContext): Promise<GroupAnswer> => {
    const medals = await req.get(`/api/tournament/${cup.id}/medals`, { headers: auth(token) });
    const key = ((await medals.json()) as { groups: { groupKey: string }[] }).groups[0]?.groupKey ?? '';
    const answer = await req.get(`${base}/${encodeURIComponent(key)}/results`, { headers: auth(token) });
    return (await answer.json()) as GroupAnswer;
  };
  const shownAdvanced = page.locator('[data-testid="bracket-advanced"], [data-testid="bracket-winner"]');
  let group = await read(request);
  let recorded = 0;
  for (let step = 0; step < 10; step += 1) {
    const ready = group.bouts.find((bout) => bout.red !== null && bout.blue !== null && bout.winner === null);
    if (!ready) break;
    const before = await shownAdvanced.count();
    const path = `${base}/${encodeURIComponent(group.draw.groupKey)}/bouts/${ready.round}/${ready.index}`;
    const answer = await request.put(path, { headers: auth(token), data: { winner: ready.red, version: 0 } });
    expect(answer.status(), await answer.text()).toBe(200);
    const enteredAt = Date.now();
    const winner = group.draw.entrants.find((entrant) => entrant.registrationId === ready.red)?.name ?? '';
    if (ready.round <= 3) {
      await expect(shownAdvanced).toHaveCount(before + 1, { timeout: VISIBLE_WITHIN_MS });
      await expect(shownAdvanced.filter({ hasText: winner })).not.toHaveCount(0, { timeout: VISIBLE_WITHIN_MS });
    } else {
      await expect(page.getByTestId('repechage')).toContainText(winner, { timeout: VISIBLE_WITHIN_MS });
    }
    expect(Date.now() - enteredAt).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    recorded += 1;
    group = (await answer.json()) as GroupAnswer;
  }
  expect(recorded).toBeGreaterThanOrEqual(4);

  // The placings and the medal table followed: one gold, shown to the spectator.
  await expect(page.getByTestId('placings').getByTestId('placing').first()).toContainText('1', {
    timeout: VISIBLE_WITHIN_MS,
  });
  const clubs = page.getByRole('table', { name: 'Medals by club' });
  await expect(clubs.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('live-state')).toHaveText('Live');
});
