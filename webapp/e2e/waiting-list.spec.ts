import { openAs } from './support/auth-steps';
import { apiSession, apiToken, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { auth, clubIdOf, createItem, openTournamentWithDisciplines } from './support/tournament-setup';

test('a club enters a full category, waits in line and is entered when a place frees up', async ({
  english: page,
  request,
}) => {
  const stamp = Date.now();
  const { adminSession } = shared();
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  const group = `${cup.kata.name} (${cup.category.name})`;

  // The admin caps the category's kata at one place.
  const limits = await request.put(`/api/tournament/${cup.id}/entry-limits`, {
    headers: auth(adminSession.token),
    data: { totalCap: null, groups: [{ categoryId: cup.category.id, disciplineId: cup.kata.id, cap: 1 }] },
  });
  expect(limits.status(), await limits.text()).toBe(200);

  // Club A takes the place.
  const { account: first } = await registerClub(request, 'waiting-a', `KK Šumadija ${stamp}`);
  const firstToken = await apiToken(request, first);
  const firstMember = await createItem(request, firstToken, 'Members', {
    clubId: await clubIdOf(request, firstToken),
    firstName: 'Đurđa',
    lastName: `Ćirić${stamp}`,
    belt: 'BELI',
    born: '2001-05-05',
    isMale: false,
  });
  const entered = await request.post(`/api/tournament/${cup.id}/register-competitor`, {
    headers: auth(firstToken),
    data: { memberId: firstMember.id, categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }] },
  });
  expect(entered.ok(), await entered.text()).toBe(true);
  const [firstEntry] = ((await entered.json()) as { competitors: { id: number }[] }).competitors;
  if (!firstEntry) throw new Error('club A has no entry');

  // Club B's coach, in the browser, sees the category full and enters anyway.
  const { account: second } = await registerClub(request, 'waiting-b', `KK Čačak ${stamp}`);
  const session = await apiSession(request, second);
  const waiter = `Žana Šošić${stamp}`;
  await createItem(request, session.token, 'Members', {
    clubId: await clubIdOf(request, session.token),
    firstName: 'Žana',
    lastName: `Šošić${stamp}`,
    belt: 'BELI',
    born: '2002-03-03',
    isMale: false,
  });
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
