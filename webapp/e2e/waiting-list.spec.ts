import type { APIRequestContext } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { auth, clubIdOf, createItem, openTournamentWithDisciplines } from './support/tournament-setup';

/** A club of its own (signed in through the API) with one woman member. */
async function clubWithWoman(request: APIRequestContext, label: string, clubName: string, name: [string, string]) {
  const { account } = await registerClub(request, label, clubName);
  const session = await apiSession(request, account);
  const member = await createItem(request, session.token, 'Members', {
    clubId: await clubIdOf(request, session.token),
    firstName: name[0],
    lastName: name[1],
    belt: 'BELI',
    born: '2001-05-05',
    isMale: false,
  });
  return { session, memberId: member.id };
}

test('a club enters a full category, waits in line and is entered when a place frees up', async ({
  english: page,
  request,
}) => {
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  const group = `${cup.kata.name} (${cup.category.name})`;

  // The admin caps the category's kata at one place, below the tournament's form.
  await openAs(page, adminSession, `/tournaments/${cup.id}/edit`);
  const limits = page.getByTestId('entry-limits');
  await limits.getByRole('textbox', { name: `Cap: ${group}` }).fill('1');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Limits saved.')).toBeVisible();

  // Club A takes the place.
  const first = await clubWithWoman(request, 'waiting-a', `KK Šumadija ${stamp}`, ['Đurđa', `Ćirić${stamp}`]);
  const firstToken = first.session.token;
  const entered = await request.post(`/api/tournament/${cup.id}/register-competitor`, {
    headers: auth(firstToken),
    data: { memberId: first.memberId, categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }] },
  });
  expect(entered.ok(), await entered.text()).toBe(true);
  const [firstEntry] = ((await entered.json()) as { competitors: { id: number }[] }).competitors;
  if (!firstEntry) throw new Error('club A has no entry');

  // Club B's coach, in the browser, sees the category full and enters anyway.
  const { session } = await clubWithWoman(request, 'waiting-b', `KK Čačak ${stamp}`, ['Žana', `Šošić${stamp}`]);
  const waiter = `Žana Šošić${stamp}`;
  await openAs(page, session, `/tournaments/${cup.id}`);
  const panel = page.getByTestId('own-competitors');
  await panel.getByRole('button', { name: 'Register competitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Competitor registration' });
  await dialog.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: waiter, exact: true }).click();
  await dialog.getByRole('checkbox', { name: cup.category.name }).check();
  await dialog.getByRole('checkbox', { name: cup.kata.name }).check();
  await expect(dialog.getByTestId('entry-places')).toHaveText(`${group}: full: you will be no. 1 on the waiting list`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText(`${cup.category.name}: ${cup.kata.name} (waiting)`);
  const waiting = page.getByTestId('club-waiting-list');
  await expect(waiting).toContainText(`${waiter} · ${group}: waiting, no. 1`);

  // Club A withdraws: club B's entry takes the place.
  const withdrawn = await request.delete(`/api/tournament/competitor/${firstEntry.id}`, {
    headers: auth(firstToken),
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await page.reload();
  await expect(panel.getByText(waiter)).toBeVisible();
  await expect(panel).toContainText(`${cup.category.name}: ${cup.kata.name}`);
  await expect(panel).not.toContainText('(waiting)');
  await expect(waiting).toBeHidden();
});
