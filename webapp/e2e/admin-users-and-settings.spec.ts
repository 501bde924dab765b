import { field } from './support/fields';
import { openAs, signOut } from './support/auth-steps';
import { apiSession, registerClub, setSettings } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';

test('an admin blocks a user, who then cannot sign in', async ({ english: page, request }) => {
  const { admin } = shared();
  const { account } = await registerClub(request, 'blocked', `KK Blocked ${Date.now()}`);

  // a sign-in of its own: logging out at the end ends it on the server (the shared one stays)
  await openAs(page, await apiSession(request, admin), '/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  const row = page.getByRole('row', { name: new RegExp(account.name) });
  await expect(row).toContainText(account.email);
  // No actions on the admin's own row.
  await expect(page.getByRole('button', { name: `Actions for ${admin.name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Actions for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block' });
  await expect(confirm).toContainText(`Block ${account.name}? They will not be able to sign in.`);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`${account.name} has been blocked.`)).toBeVisible();
  await expect(row).toContainText('Blocked');

  await signOut(page);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Account blocked' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

// Site-wide: while it runs no club may add a member, so it runs after the others (playwright.config.ts).
test(
  'disableCreate in general settings hides adding members from club users',
  { tag: '@site-wide' },
  async ({ english: page, request }) => {
    const { adminSession } = shared();
    const { account } = await registerClub(request, 'locked', `KK Locked ${Date.now()}`);
    const session = await apiSession(request, account);
    const title = `E2E Federation ${Date.now()}`;

    try {
      await openAs(page, adminSession, '/settings/general');
      await field(page, 'Website title').fill(title);
      await field(page, 'Description').fill('Clubs and tournaments of the E2E federation.');
      await page.getByRole('checkbox', { name: 'Disable adding members' }).check();
      // the purge's years: the field keeps to the server's limits (21 becomes 20), 5 is stored
      const years = field(page, 'Keep photos and medical dates (years)');
      await years.fill('21');
      await years.blur();
      await expect(years).toHaveValue('20');
      await years.fill('5');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Settings saved.')).toBeVisible();
      // The app data is reloaded: the header and the document title show the new title.
      await expect(page.getByRole('banner').getByText(title)).toBeVisible();
      await expect(page).toHaveTitle(`General settings - ${title}`);
      await page.reload();
      await expect(years).toHaveValue('5');

      await openAs(page, session, '/');
      await expect(page).toHaveURL(/\/my-club$/);
      const members = page.getByTestId('members');
      await expect(members.getByText('The club has no members yet.')).toBeVisible();
      await expect(members.getByRole('button', { name: 'Add member' })).toHaveCount(0);
      // Only members are locked: coaches can still be added.
      await page.getByRole('button', { name: 'Coaches' }).click();
      await expect(page.getByTestId('coaches').getByRole('button', { name: 'Add coach' })).toBeVisible();
    } finally {
      await setSettings(request, adminSession.token, { disableCreate: false, retentionYears: 3 });
    }
  },
);
