import { field } from './support/fields';
import { signIn, signOut } from './support/auth-steps';
import { expect, newAccount, test } from './support/fixtures';

test('register a club (signed in at once), change the password, sign in again', async ({ english: page }) => {
  const account = newAccount('wizard');
  const newPassword = 'changed-456';

  await page.goto('/register');
  // Step 1: the account (checked by the server before step 2).
  await field(page, 'Full name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the club; website left empty (optional).
  await field(page, 'Club name').fill('Karate klub E2E');
  await field(page, 'Short name').fill('KK E2E');
  await field(page, 'City').fill('Novi Sad');
  await field(page, 'Address').fill('Bulevar 1');
  await field(page, 'Club email').fill(`club-${account.email}`);
  await field(page, 'Contact person').fill('Ana Anić');
  await field(page, 'Mobile phone').fill('+381 60 123 456');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: one coach, one referee, one official.
  const coaches = page.getByTestId('coaches');
  await coaches.getByRole('button', { name: 'Add coach' }).click();
  await field(coaches, 'First name').fill('Marko');
  await field(coaches, 'Last name').fill('Marković');

  const referees = page.getByTestId('referees');
  await referees.getByRole('button', { name: 'Add referee' }).click();
  await field(referees, 'First name').fill('Sanja');
  await field(referees, 'Last name').fill('Sudić');
  await field(referees, 'Dan').fill('3');
  await field(referees, 'Rank').click();
  await page.getByRole('option', { name: 'National A', exact: true }).click();

  const officials = page.getByTestId('officials');
  await officials.getByRole('button', { name: 'Add official' }).click();
  await field(officials, 'First name').fill('Olga');
  await field(officials, 'Last name').fill('Olić');
  await field(officials, 'Function').fill('Secretary');

  // Registered and signed in at once: the shell with sidebar and header; home forwards to the own club.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/my-club$/);
  await expect(page.getByText('Your club is registered and you are signed in.')).toBeVisible();
  // The page is titled by the club's name.
  await expect(page.getByRole('heading', { level: 1, name: 'Karate klub E2E' })).toBeVisible();
  await expect(page).toHaveTitle(/^Karate klub E2E - /);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'My club' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Clubs', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(account.name, { exact: true })).toBeVisible();

  // Change the password; the fresh token keeps the session alive across a reload.
  await page.getByRole('link', { name: 'Profile settings' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Change password' }).click();
  await field(page, 'Current password').fill(account.password);
  await field(page, 'New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  // Sign out; the old password no longer works, the new one does.
  await signOut(page);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong email/password combination.');
  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/my-club$/);
});
