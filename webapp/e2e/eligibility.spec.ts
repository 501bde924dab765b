import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf, createItem } from './support/tournament-setup';

test('an entry that breaks an age limit is refused with its reason, and an admin may override it', async ({
  english: page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const { account } = await registerClub(request, 'eligibility', `KK Uslovi ${stamp}`);
  const session = await apiSession(request, account);
  const { token } = session;
  const clubId = await clubIdOf(request, token);
  const member = `Ana Limit${stamp}`;
  await createItem(request, token, 'Members', {
    clubId,
    firstName: 'Ana',
    lastName: `Limit${stamp}`,
    belt: 'BELI',
    born: '2000-05-05',
    isMale: false,
  });
  const adminToken = adminSession.token;
  const juniors = await createItem(request, adminToken, 'Categories', { name: `Juniors ${stamp}`, maxAge: 18 });
  const kata = await createItem(request, adminToken, 'Disciplines', {
    name: `Kata ${stamp}`,
    categoryIds: [juniors.id],
  });
  const teamKata = await createItem(request, adminToken, 'Disciplines', {
    name: `Team kata ${stamp}`,
    categoryIds: [juniors.id],
    isTeam: true,
  });
  const fees = Object.fromEntries(
    ['single_fee_1', 'single_fee_2', 'single_fee_other', 'team_fee'].flatMap((fee) => [
      [fee, 0],
      [`${fee}_break`, 0],
    ]),
  );
  const cup = await createItem(request, adminToken, 'Tournaments', {
    name: `Junior Cup ${stamp}`,
    description: '<p>Juniors only.</p>',
    startDate: '2025-01-01T10:00:00',
    endDate: '2099-12-31T23:00:00',
    eventDate: '2027-03-01',
    disciplineIds: [kata.id],
    teamDisciplineIds: [teamKata.id],
    registrationOpen: true,
    ...fees,
  });
  // Dates in English as every English date on screen: dd/mm/yyyy.
  const reason = new RegExp(`${member} is 26 on 01/03/2027; Juniors ${stamp} is for ages up to 18\\.`);

  // The club user: the member is offered disabled, with the reason.
  await openAs(page, session, `/tournaments/${cup.id}`);
  await expect(page.getByRole('heading', { name: `Junior Cup ${stamp}` }).first()).toBeVisible();
  const own = page.getByTestId('own-competitors');
  await own.getByRole('button', { name: 'Register competitor' }).click();
  let dialog = page.getByRole('dialog', { name: 'Competitor registration' });
  await dialog.getByRole('combobox', { name: 'Member' }).click();
  const option = page.getByRole('option', { name: new RegExp(member) });
  await expect(option).toHaveAttribute('data-combobox-disabled', 'true');
  await expect(option).toContainText('is for ages up to 18');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The admin may choose it: the server refuses the entry with the reason and its numbers...
  await openAs(page, adminSession, `/tournaments/${cup.id}/view/${clubId}`);
  const panel = page.getByTestId('own-competitors');
  await panel.getByRole('button', { name: 'Register competitor' }).click();
  dialog = page.getByRole('dialog', { name: 'Competitor registration' });
  await dialog.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: new RegExp(member) }).click();
  await expect(dialog.getByRole('group', { name: 'Categories' })).toContainText(reason);
  await dialog.getByRole('checkbox', { name: `Juniors ${stamp}` }).check();
  await dialog.getByRole('checkbox', { name: `Kata ${stamp}` }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText(`${member} is 26 on 01/03/2027; Juniors ${stamp} is for ages up to 18.`);

  // ...and takes it with the override, which the list then marks as admitted by override (not
  // "no longer eligible").
  await dialog.getByRole('checkbox', { name: /Enter despite the limits/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row', { name: new RegExp(member) });
  await expect(row).toContainText('Admitted by override: age');
  await expect(row).not.toContainText('No longer eligible');
  // The tournament's entries tab lists it apart, with its reason.
  await openAs(page, adminSession, `/tournaments/${cup.id}?tab=entries`);
  const admitted = page.getByRole('region', { name: /Admitted by override/ });
  await expect(admitted.getByRole('row', { name: new RegExp(member) })).toContainText(
    new RegExp(`Aged 26 on .+2027; Juniors ${stamp} is for ages up to 18\\.`), // the name is in its own column
  );
});
