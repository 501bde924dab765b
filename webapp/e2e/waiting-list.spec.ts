import type { APIRequestContext } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { auth, clubIdOf, createItem, openTournamentWithDisciplines } from './support/tournament-setup';

/** A club of its own (signed in through the API) with women members of these names. */
async function clubWithWomen(request: APIRequestContext, label: string, clubName: string, names: [string, string][]) {
  const { account } = await registerClub(request, label, clubName);
  const session = await apiSession(request, account);
  const clubId = await clubIdOf(request, session.token);
  const memberIds: number[] = [];
  for (const [firstName, lastName] of names) {
    const member = await createItem(request, session.token, 'Members', {
      clubId,
      firstName,
      lastName,
      belt: 'BELI',
      born: '2001-05-05',
      isMale: false,
    });
    memberIds.push(member.id);
  }
  return { session, memberIds };
}

/** A club of its own with one woman member. */
async function clubWithWoman(request: APIRequestContext, label: string, clubName: string, name: [string, string]) {
  const { session, memberIds } = await clubWithWomen(request, label, clubName, [name]);
  return { session, memberId: memberIds[0] };
}

/** A tournament of its own, open, and the name its `discipline` group goes by in the dialog. */
async function cupOfOwn(request: APIRequestContext, discipline: 'kata' | 'teamKata') {
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  return { stamp, adminSession, cup, group: `${cup[discipline].name} (${cup.category.name})` };
}

test('a club enters a full category, waits in line and is entered when a place frees up', async ({
  english: page,
  request,
}) => {
  const { stamp, adminSession, cup, group } = await cupOfOwn(request, 'kata');

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

test('a team enters a full team discipline, waits in line and is entered when the other team withdraws', async ({
  english: page,
  request,
}) => {
  const { stamp, adminSession, cup, group } = await cupOfOwn(request, 'teamKata');
  const categories = [{ id: cup.category.id, disciplines: [cup.teamKata.id] }];

  // The admin caps the category's team kata at one place; club A's team takes it.
  const limits = await request.put(`/api/tournament/${cup.id}/entry-limits`, {
    headers: auth(adminSession.token),
    data: { totalCap: null, groups: [{ categoryId: cup.category.id, disciplineId: cup.teamKata.id, cap: 1 }] },
  });
  expect(limits.status(), await limits.text()).toBe(200);
  const first = await clubWithWomen(request, 'team-waiting-a', `KK Šumadija ${stamp}`, [
    ['Đurđa', `Ćirić${stamp}`],
    ['Ćana', `Ćirić${stamp}`],
  ]);
  const entered = await request.post(`/api/tournament/${cup.id}/register-team`, {
    headers: auth(first.session.token),
    data: { type: 'WOMEN', memberIds: first.memberIds, categories },
  });
  expect(entered.ok(), await entered.text()).toBe(true);
  const [firstTeam] = ((await entered.json()) as { teams: { id: number }[] }).teams;
  if (!firstTeam) throw new Error('club A has no team');

  // Club B's coach, in the browser, sees the team kata full and enters a team anyway.
  const second = [`Žana Šošić${stamp}`, `Šana Šošić${stamp}`];
  const { session } = await clubWithWomen(request, 'team-waiting-b', `KK Čačak ${stamp}`, [
    ['Žana', `Šošić${stamp}`],
    ['Šana', `Šošić${stamp}`],
  ]);
  await openAs(page, session, `/tournaments/${cup.id}`);
  const teams = page.getByTestId('own-teams');
  await teams.getByRole('button', { name: 'Register team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team registration' });
  const membersInput = dialog.getByRole('combobox', { name: 'Members' });
  for (const name of second) {
    await membersInput.click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  await membersInput.press('Escape');
  await dialog.getByRole('checkbox', { name: cup.category.name }).check();
  await dialog.getByRole('checkbox', { name: cup.teamKata.name }).check();
  await expect(dialog.getByTestId('entry-places')).toHaveText(`${group}: full: you will be no. 1 on the waiting list`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(teams).toContainText(`${cup.category.name}: ${cup.teamKata.name} (waiting)`);
  const waiting = page.getByTestId('club-waiting-list');
  await expect(waiting).toContainText(`${second.join(', ')} · ${group}: waiting, no. 1`);

  // Club A withdraws its team: club B's team takes the place.
  const withdrawn = await request.delete(`/api/tournament/team/${firstTeam.id}`, {
    headers: auth(first.session.token),
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await page.reload();
  await expect(teams).toContainText(`${cup.category.name}: ${cup.teamKata.name}`);
  await expect(teams).not.toContainText('(waiting)');
  await expect(waiting).toBeHidden();
});
