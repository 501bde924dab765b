import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/auth-steps';
import { apiSession, PNG_PIXEL, registerClub } from './support/backend';
import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import {
  clubIdOf,
  closeOtherOpenTournaments,
  createItem,
  openTournamentWithDisciplines,
  registerCompetitor,
} from './support/tournament-setup';

/** A tiny PDF document for the documents upload. */
const PDF_FILE = {
  name: 'propozicije.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
};

type Upload = typeof PDF_FILE;

/** Picks files through the chooser that `button` opens (Mantine's file inputs are buttons). */
async function chooseFiles(page: Page, button: Locator, files: Upload[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** Chooses options of a Mantine MultiSelect by their labels. */
async function pick(page: Page, input: Locator, options: string[]) {
  for (const option of options) {
    await input.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await input.press('Escape');
}

/** Answers a confirmation dialog with its confirm button. */
async function confirm(page: Page, title: string, text?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('an admin sets up categories, disciplines and a tournament, opens and closes applications, archives it', async ({
  english: page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const { account: coach } = await registerClub(request, 'tournament-club', `KK Turnir ${stamp}`);
  const coachSession = await apiSession(request, coach);
  const [seniors, cadets] = [`Seniors ${stamp}`, `Cadets ${stamp}`];
  const [kata, kumite] = [`Kata ${stamp}`, `Kumite ${stamp}`];
  const tournamentName = `Serbia Cup ${stamp}`;

  await openAs(page, adminSession, '/');

  // Categories: the settings area's side menu, the drawer, a notice per change.
  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/settings\/categories$/);
  for (const [name, free] of [
    [seniors, false],
    [cadets, true],
  ] as const) {
    await page.getByRole('button', { name: 'New category' }).click();
    const drawer = page.getByRole('dialog', { name: 'New category' });
    await field(drawer, 'Name').fill(name);
    if (free) await drawer.getByRole('checkbox', { name: 'Not chargeable (no registration fee)' }).check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category created.').first()).toBeVisible();
    await expect(drawer).toBeHidden();
  }
  const cadetsRow = page.getByRole('row', { name: new RegExp(cadets) });
  await expect(cadetsRow.getByRole('img', { name: 'Not chargeable' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(seniors) }).getByRole('img', { name: 'Chargeable' }),
  ).toBeVisible();

  // Disciplines: paired checkboxes hide each other.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Disciplines' }).click();
  await expect(page).toHaveURL(/\/settings\/disciplines$/);
  await page.getByRole('button', { name: 'New discipline' }).click();
  let drawer = page.getByRole('dialog', { name: 'New discipline' });
  await field(drawer, 'Name').fill(kata);
  await pick(page, drawer.getByRole('combobox', { name: 'Categories', exact: true }), [seniors, cadets]);
  await drawer.getByText('Women', { exact: true }).click();
  await drawer.getByRole('checkbox', { name: 'Kata A' }).check();
  await expect(drawer.getByRole('checkbox', { name: 'Kata B' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discipline created.').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'New discipline' }).click();
  drawer = page.getByRole('dialog', { name: 'New discipline' });
  await field(drawer, 'Name').fill(kumite);
  await pick(page, drawer.getByRole('combobox', { name: 'Categories', exact: true }), [seniors]);
  await drawer.getByText('Teams', { exact: true }).click();
  await drawer.getByRole('checkbox', { name: 'Always chargeable' }).check();
  await expect(drawer.getByRole('checkbox', { name: 'Not chargeable' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discipline created.').first()).toBeVisible();
  const kataRow = page.getByRole('row', { name: new RegExp(kata) });
  await expect(kataRow).toContainText(`${seniors}, ${cadets}`);
  await expect(kataRow).toContainText('Women');
  await expect(page.getByRole('row', { name: new RegExp(kumite) })).toContainText('Both');
  await expect(page.getByRole('row', { name: new RegExp(kumite) })).toContainText('Teams');
  await expect(kataRow).toContainText('Single competitors');

  // The tournament form: general info, disciplines, files, fees.
  await sidebar(page).getByRole('link', { name: 'Tournaments' }).click();
  await page.getByRole('link', { name: 'New tournament' }).click();
  await expect(page).toHaveURL(/\/tournaments\/create$/);
  await field(page, 'Name').fill(tournamentName);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Propositions of the cup.');
  await field(page, 'Registration start').fill('2025-01-01 10:00:00');
  await field(page, 'Registration start').press('Escape');
  await field(page, 'Registration end').fill('2099-12-31 23:00:00');
  await field(page, 'Registration end').press('Escape');
  // Each picker offers the disciplines of its kind only.
  const individualPicker = page.getByRole('combobox', { name: 'Disciplines', exact: true });
  await individualPicker.click();
  await expect(page.getByRole('option', { name: kata, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: kumite, exact: true })).toHaveCount(0);
  await individualPicker.press('Escape');
  await pick(page, individualPicker, [kata]);
  await pick(page, page.getByRole('combobox', { name: 'Team disciplines', exact: true }), [kumite]);
  await chooseFiles(page, page.getByRole('button', { name: 'Add documents' }), [PDF_FILE]);
  await chooseFiles(page, page.getByRole('button', { name: 'Cover image' }), [PNG_PIXEL]);
  const fees: [string, string][] = [
    ['1 discipline: Fee', '2000'],
    ['1 discipline: Discount', '500'],
    ['2 disciplines: Fee', '3500'],
    ['2 disciplines: Discount', '500'],
    ['3 or more: Fee', '4500'],
    ['3 or more: Discount', '1000'],
    ['Team: Fee', '3000'],
    ['Team: Discount', '0'],
  ];
  // The fees start at the defaults (no discounts); saving with a missing fee is refused by
  // the form's own checks.
  await expect(page.getByLabel('2 disciplines: Discount')).toHaveValue('0');
  await page.getByLabel('Team: Fee').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  for (const [label, amount] of fees) await page.getByLabel(label).fill(amount);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have successfully created/updated the tournament.')).toBeVisible();
  // It is offered to open applications at once; the admin does it later, from the menu.
  const offer = page.getByRole('dialog', { name: 'Open applications now?' });
  await expect(offer).toContainText(`${tournamentName} is saved with applications closed.`);
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(offer).toBeHidden();

  // The tournament view: title and crumbs name it, applications closed, files shown.
  await expect(page).toHaveURL(/\/tournaments\/\d+$/);
  const tournamentPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${tournamentName} - `));
  await expect(page.getByLabel('Breadcrumbs')).toContainText(`Tournaments${tournamentName}`);
  await expect(page.getByRole('status').filter({ hasText: 'Applications are closed' })).toBeVisible();
  await expect(page.getByTestId('tournament-description')).toContainText('Propositions of the cup.');
  await expect(page.getByRole('img', { name: 'Cover image' })).toBeVisible();
  // The documents are on the files tab, which has an address of its own.
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\?tab=files$/);
  await expect(page.getByRole('link', { name: PDF_FILE.name })).toHaveAttribute('href', /^\/files\/documents\//);
  await page.getByRole('tab', { name: 'Overview' }).click();

  // Open applications: the banner follows (the sidebar's entry for the active tournament: below).
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Open applications' }).click();
  await confirm(page, 'Open applications', tournamentName);
  await expect(page.getByText('Applications are open.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Applications are open' })).toBeVisible();
  // One link while it is the only open tournament; a list naming it while other specs' are open too.
  const openLink = sidebar(page)
    .getByRole('link', { name: 'Open tournament' })
    .or(sidebar(page).getByRole('link', { name: tournamentName }));
  await expect(openLink).toBeVisible();

  // While applications are open the list does not offer archiving.
  await sidebar(page).getByRole('link', { name: 'Tournaments' }).click();
  const row = page.getByRole('row', { name: new RegExp(tournamentName) });
  await row.getByRole('button', { name: `Actions: ${tournamentName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A club user finds the open tournament among the club's tournaments, without the admin's menu.
  await openAs(page, coachSession, '/tournaments');
  await expect(
    sidebar(page)
      .getByRole('link', { name: 'Open tournament' })
      .or(sidebar(page).getByRole('button', { name: 'Open tournaments' })),
  ).toBeVisible();
  await page.getByRole('table', { name: 'Tournaments' }).getByRole('link', { name: tournamentName }).click();
  await expect(page).toHaveURL(new RegExp(`${tournamentPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Applications are open' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);

  // The admin closes applications.
  await openAs(page, adminSession, tournamentPath);
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Close applications' }).click();
  await confirm(page, 'Close applications', tournamentName);
  await expect(page.getByText('Applications are closed.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Applications are closed' })).toBeVisible();
  await expect(
    sidebar(page)
      .getByRole('link', { name: 'Last tournament' })
      .or(sidebar(page).getByRole('button', { name: 'Open tournaments' })),
  ).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: tournamentName })).toHaveCount(0);

  // Archive from the list: it moves to the archive.
  await sidebar(page).getByRole('link', { name: 'Tournaments' }).click();
  await row.getByRole('button', { name: `Actions: ${tournamentName}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await confirm(page, 'Archive the tournament', tournamentName);
  await expect(page.getByText('Tournament archived.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Show active or archived' }).getByText('Archive', { exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(tournamentName) })).toBeVisible();
});

// Site-wide: the active tournament is the one last saved with applications open, whoever saved it,
// so this runs after the others (playwright.config.ts), when no other test opens one.
test(
  'the menu follows the active tournament: open for the club and the admin, then the last one',
  { tag: '@site-wide' },
  async ({ english: page, request }) => {
    const stamp = Date.now();
    const { adminSession } = shared();
    const { account, club } = await registerClub(request, 'active-club', `KK Aktivni ${stamp}`);
    const session = await apiSession(request, account);
    const clubId = await clubIdOf(request, session.token);
    const member = await createItem(request, session.token, 'Members', {
      clubId,
      firstName: 'Ana',
      lastName: `Active${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale: false,
    });
    const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
    await closeOtherOpenTournaments(request, adminSession.token, cup.id);
    await registerCompetitor(request, session.token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
    });

    // The club user sees the open tournament in the menu; it opens as the club sees it.
    await openAs(page, session, '/');
    await sidebar(page).getByRole('link', { name: 'Open tournament' }).click();
    await expect(page).toHaveURL(/\/tournament$/);
    await expect(page.getByRole('heading', { level: 1, name: cup.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Applications are open' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
    await expect(
      page.getByTestId('own-competitors').getByRole('row', { name: new RegExp(`Active${stamp}`) }),
    ).toBeVisible();

    // The admin: a club's view under the active tournament, its crumbs leading back there.
    await openAs(page, adminSession, `/tournament/view/${clubId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${cup.name} – ${club.name}`);
    const crumbs = page.getByLabel('Breadcrumbs');
    await expect(crumbs.getByRole('link', { name: cup.name })).toHaveAttribute('href', '/tournament');
    await expect(page.getByTestId('club-info').getByTestId('fee-competitors')).toHaveText('1');

    // Closing applications: the menu then says "last tournament".
    await expect(sidebar(page).getByRole('link', { name: 'Open tournament' })).toBeVisible();
    await crumbs.getByRole('link', { name: cup.name }).click();
    await expect(page).toHaveURL(/\/tournament$/);
    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('menuitem', { name: 'Close applications' }).click();
    await confirm(page, 'Close applications', cup.name);
    await expect(page.getByRole('status').filter({ hasText: 'Applications are closed' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Last tournament' })).toBeVisible();
  },
);
