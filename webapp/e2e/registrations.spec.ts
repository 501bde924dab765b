import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';

/** POST /api/model/{Name} with `{obj}` as `account`; the created item. */
async function create<T>(request: APIRequestContext, token: string, name: string, obj: Record<string, unknown>) {
  const answer = await request.post(`/api/model/${name}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { obj, returnObj: true },
  });
  baseExpect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T & { id: number };
}

async function clubIdOf(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { club: { id: number } }).club.id;
}

/** Categories, disciplines and an open tournament with fees, made through the API with an admin's `token`. */
async function openTournament(request: APIRequestContext, token: string, stamp: number) {
  const seniors = await create(request, token, 'Categories', { name: `Seniors ${stamp}` });
  const kata = await create(request, token, 'Disciplines', { name: `Kata ${stamp}`, categoryIds: [seniors.id] });
  const kumite = await create(request, token, 'Disciplines', {
    name: `Kumite women ${stamp}`,
    categoryIds: [seniors.id],
    forSex: '2',
  });
  const teamKata = await create(request, token, 'Disciplines', {
    name: `Team kata ${stamp}`,
    categoryIds: [seniors.id],
    isTeam: true,
  });
  const name = `Registration Cup ${stamp}`;
  const tournament = await create(request, token, 'Tournaments', {
    name,
    description: '<p>Propositions.</p>',
    startDate: '2025-01-01T10:00:00',
    endDate: '2099-12-31T23:00:00',
    disciplineIds: [kata.id, kumite.id],
    teamDisciplineIds: [teamKata.id],
    registrationOpen: true,
    single_fee_1: 2000,
    single_fee_1_break: 500,
    single_fee_2: 3500,
    single_fee_2_break: 500,
    single_fee_other: 4500,
    single_fee_other_break: 1000,
    team_fee: 3000,
    team_fee_break: 0,
  });
  return {
    id: tournament.id,
    name,
    seniors: `Seniors ${stamp}`,
    kata: `Kata ${stamp}`,
    kumite: `Kumite women ${stamp}`,
    teamKata: `Team kata ${stamp}`,
  };
}

/** Clicks a print button and answers the printable page it opens in a new window. */
async function printed(page: Page, button: Locator) {
  const opened = page.context().waitForEvent('page');
  await button.click();
  const printPage = await opened;
  await printPage.waitForLoadState();
  return printPage;
}

/** Chooses an option of a Mantine Select. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a club user registers two competitors, a team and a coach and sees the fee', async ({
  english: page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const { account, club } = await registerClub(request, 'registrations', `KK Prijave ${stamp}`);
  const session = await apiSession(request, account);
  const { token } = session;
  const clubId = await clubIdOf(request, token);
  for (const [firstName, isMale] of [
    ['Ana', false],
    ['Bojan', true],
    ['Ceca', false],
  ] as const) {
    await create(request, token, 'Members', {
      clubId,
      firstName,
      lastName: `Test${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale,
    });
  }
  await create(request, token, 'Coaches', { clubId, firstName: 'Dragan', lastName: `Coach${stamp}` });
  const cup = await openTournament(request, adminSession.token, stamp);

  await openAs(page, session, `/tournaments/${cup.id}`);
  await expect(page.getByRole('heading', { name: cup.name }).first()).toBeVisible();
  const panel = page.getByTestId('own-competitors');
  await expect(panel).toContainText('No competitors registered.');

  // Ana (a woman): Kata and the women's kumite; a category without a discipline is refused.
  await panel.getByRole('button', { name: 'Register competitor' }).click();
  let dialog = page.getByRole('dialog', { name: 'Competitor registration' });
  await choose(page, 'Member', `Ana Test${stamp}`);
  await dialog.getByRole('checkbox', { name: cup.seniors }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Choose at least one discipline in every chosen category.');
  await dialog.getByRole('checkbox', { name: cup.kata }).check();
  await dialog.getByRole('checkbox', { name: cup.kumite }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Competitor registered.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('row', { name: new RegExp(`Ana Test${stamp}`) })).toContainText(
    `${cup.seniors}: ${cup.kata}, ${cup.kumite}`,
  );

  // Bojan (a man) is not offered the women's kumite; Ana is already registered.
  await panel.getByRole('button', { name: 'Register competitor' }).click();
  dialog = page.getByRole('dialog', { name: 'Competitor registration' });
  await dialog.getByRole('combobox', { name: 'Member' }).click();
  await expect(page.getByRole('option', { name: `Ana Test${stamp}` })).toHaveAttribute(
    'data-combobox-disabled',
    'true',
  );
  await page.getByRole('option', { name: `Bojan Test${stamp}`, exact: true }).click();
  await dialog.getByRole('checkbox', { name: cup.seniors }).check();
  await expect(dialog.getByRole('checkbox', { name: cup.kumite })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: cup.kata }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('row')).toHaveCount(3);
  await expect(panel).toContainText(club.name);

  // A mixed team of Ana and Bojan in the team kata; one member is not enough.
  const teams = page.getByTestId('own-teams');
  await teams.getByRole('button', { name: 'Register team' }).click();
  dialog = page.getByRole('dialog', { name: 'Team registration' });
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Mixed');
  const membersInput = dialog.getByRole('combobox', { name: 'Members' });
  await membersInput.click();
  await page.getByRole('option', { name: `Ana Test${stamp}`, exact: true }).click();
  await membersInput.press('Escape');
  await dialog.getByRole('checkbox', { name: cup.seniors }).check();
  await dialog.getByRole('checkbox', { name: cup.teamKata }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText(`A team in ${cup.teamKata} has 2 to 4 members (1 chosen).`);
  await membersInput.click();
  await page.getByRole('option', { name: `Bojan Test${stamp}`, exact: true }).click();
  await membersInput.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team registered.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(teams.getByRole('row', { name: new RegExp(`Ana Test${stamp}, Bojan Test${stamp}`) })).toContainText(
    `${cup.seniors}: ${cup.teamKata}`,
  );

  // A coach picked from the club's coaches.
  const coaches = page.getByTestId('own-coach-registrations');
  await coaches.getByRole('combobox', { name: 'Coach' }).click();
  await page.getByRole('option', { name: `Dragan Coach${stamp}`, exact: true }).click();
  await coaches.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registered for the tournament.').first()).toBeVisible();
  await expect(coaches.getByRole('row', { name: new RegExp(`Dragan Coach${stamp}`) })).toBeVisible();

  // The fee (docs/product.md, Fees): Ana 2 entries 3500 − 500, Bojan 1 entry 2000 − 500, the team 3000.
  const fee = page.getByTestId('own-club-info');
  await expect(fee.getByTestId('fee-competitors')).toHaveText('2');
  await expect(fee.getByTestId('fee-disciplines')).toHaveText('3');
  await expect(fee.getByTestId('fee-team-disciplines')).toHaveText('1');
  await expect(fee.getByTestId('fee-total')).toHaveText('7.500 RSD');
  await fee.getByRole('button', { name: 'Fee breakdown' }).click();
  const drawer = page.getByRole('dialog', { name: `Registration fee: ${club.name}` });
  await expect(drawer.getByRole('table')).toContainText(`Ana Test${stamp}`);
  await expect(drawer.getByTestId('fee-drawer-total')).toHaveText('7.500 RSD');
  await expect(drawer.getByRole('button', { name: 'Print without discount' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The admin: every club's lists with the remembered sort, numbers, history, fees, deductions.
  await openAs(page, adminSession, `/tournaments/${cup.id}?tab=entries`);
  const all = page.getByTestId('all-competitors');
  await expect(all.getByRole('row')).toHaveCount(3);
  await all.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'By club' }).click();
  const stored = await page.evaluate(() => window.localStorage.getItem('fedreg.preferences'));
  expect(stored).toContain('"registrationSort":"CLUB"');
  await all.getByRole('button', { name: 'Assign numbers' }).click();
  const numbersDialog = page.getByRole('dialog', { name: 'Assign numbers' });
  await numbersDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Numbers assigned.').first()).toBeVisible();
  await expect(
    all
      .getByRole('row', { name: new RegExp(`Ana Test${stamp}`) })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  await expect(page.getByTestId('all-teams').getByRole('row')).toHaveCount(2);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history')).toContainText('Competitor registered');
  await page.getByRole('tab', { name: 'Fees and deductions' }).click();
  const fees = page.getByTestId('club-fees');
  await expect(fees.getByRole('row', { name: new RegExp(club.name) })).toContainText('7.500 RSD');
  const deductions = page.getByTestId('deductions');
  await deductions.getByRole('combobox', { name: 'Club' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await deductions.getByRole('textbox', { name: 'Deduction (%)' }).fill('10');
  await deductions.getByRole('button', { name: 'Add deduction' }).click();
  await expect(page.getByText('Deduction saved.').first()).toBeVisible();
  await expect(deductions.getByRole('row', { name: new RegExp(club.name) })).toContainText('10 %');
  await expect(fees.getByRole('row', { name: new RegExp(club.name) })).toContainText('6.750 RSD');

  // The tournament's info panel and the clubs list, printed in a new window.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const info = page.getByTestId('tournament-info');
  await expect(info.getByTestId('info-clubs')).toHaveText('1');
  await expect(info.getByTestId('info-competitors')).toHaveText('2');
  await expect(info.getByTestId('info-disciplines')).toHaveText('3');
  await expect(info.getByTestId('info-teams')).toHaveText('1');
  await expect(info.getByTestId('info-team-disciplines')).toHaveText('1');
  // No., club, competitors, teams and fee, on the screen and in the print.
  await page.getByRole('tab', { name: 'Entries' }).click();
  const clubs = page.getByTestId('tournament-clubs');
  const clubCells = ['1', club.name, '2', '1', '6.750 RSD'];
  await expect(clubs.getByRole('row', { name: new RegExp(club.name) }).getByRole('cell')).toHaveText(clubCells);
  const clubsPrint = await printed(page, clubs.getByRole('button', { name: 'Print' }));
  await expect(clubsPrint.getByRole('heading', { name: 'Clubs' })).toBeVisible();
  await expect(clubsPrint.getByRole('row', { name: new RegExp(club.name) }).getByRole('cell')).toHaveText(clubCells);
  await clubsPrint.close();

  // The club's view, opened from the clubs list: its club panel, info panel and registrations.
  await clubs.getByRole('link', { name: club.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}/view/${clubId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${cup.name} – ${club.name}`);
  const crumbs = page.getByLabel('Breadcrumbs');
  await expect(crumbs.getByRole('link', { name: 'Tournaments' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: cup.name })).toBeVisible();
  await expect(crumbs).toContainText(club.name);
  await expect(page.getByTestId('club-panel')).toContainText(club.name);
  const clubInfo = page.getByTestId('club-info');
  await expect(clubInfo.getByTestId('fee-competitors')).toHaveText('2');
  await expect(clubInfo.getByTestId('fee-disciplines')).toHaveText('3');
  await expect(clubInfo.getByTestId('fee-team-disciplines')).toHaveText('1');
  await expect(clubInfo.getByTestId('fee-total')).toHaveText('6.750 RSD');
  await expect(page.getByTestId('own-competitors').getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('own-coach-registrations')).toContainText(`Dragan Coach${stamp}`);

  // Back on the tournament: the deduction becomes 20 % (more than 100 is refused in the browser).
  await crumbs.getByRole('link', { name: cup.name }).click();
  await page.getByRole('tab', { name: 'Fees and deductions' }).click();
  await deductions.getByRole('button', { name: `Edit: ${club.name}` }).click();
  const deductionDialog = page.getByRole('dialog', { name: `Change deduction: ${club.name}` });
  const percent = deductionDialog.getByRole('textbox', { name: 'Deduction (%)' });
  await percent.fill('101');
  await deductionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(deductionDialog).toContainText('Enter a number from 0 to 100.');
  await percent.fill('20');
  await deductionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Deduction changed.').first()).toBeVisible();
  await expect(deductionDialog).toBeHidden();
  await expect(deductions.getByRole('row', { name: new RegExp(club.name) })).toContainText('20 %');
  await expect(fees.getByRole('row', { name: new RegExp(club.name) })).toContainText('6.000 RSD');

  // The club view's fee preview, printed with the discount (to pay) and without (gross only).
  await page.getByRole('tab', { name: 'Entries' }).click();
  await clubs.getByRole('link', { name: club.name }).click();
  await expect(clubInfo.getByTestId('fee-total')).toHaveText('6.000 RSD');
  await page.getByRole('button', { name: 'Fee breakdown' }).click();
  const clubDrawer = page.getByRole('dialog', { name: `Registration fee: ${club.name}` });
  await expect(clubDrawer.getByTestId('fee-drawer-total')).toHaveText('6.000 RSD');
  const net = await printed(page, clubDrawer.getByRole('button', { name: 'Print', exact: true }));
  await expect(net.locator('body')).toContainText(club.name);
  const anaLine = new RegExp(`^Competitor: .*Ana Test${stamp}`);
  await expect(net.getByRole('row', { name: anaLine }).getByRole('cell')).toHaveText([
    anaLine,
    '2',
    '3.500 RSD',
    '500 RSD',
    '3.000 RSD',
  ]);
  await expect(net.getByRole('row', { name: /^Total without discount/ })).toContainText('8.500 RSD');
  await expect(net.getByRole('row', { name: /^Total with discount/ })).toContainText('7.500 RSD');
  await expect(net.getByRole('row', { name: /^Deduction/ })).toContainText('20 %');
  await expect(net.getByRole('row', { name: /^To pay/ })).toContainText('6.000 RSD');
  await net.close();
  const gross = await printed(page, clubDrawer.getByRole('button', { name: 'Print without discount' }));
  await expect(gross.getByRole('columnheader')).toHaveText(['Registration', 'Chargeable', 'Price']);
  await expect(gross.getByRole('row', { name: /^Total without discount/ })).toContainText('8.500 RSD');
  await expect(gross.locator('body')).not.toContainText('To pay');
  await expect(gross.locator('body')).not.toContainText('6.000 RSD');
  await gross.close();
  // The same club view under the active tournament: tournaments.spec.ts, site-wide.
});
