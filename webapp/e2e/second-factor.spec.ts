import { signIn, signOut } from './support/auth-steps';
import { createAdmin } from './support/backend';
import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { totp } from './support/totp';

test('an admin switches a second factor on and signs in with it', async ({ english: page }) => {
  const admin = createAdmin('second-factor');
  await signIn(page, admin.email, admin.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Switch on' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').textContent()) ?? '';
  await field(page, 'Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm and switch on' }).click();
  await expect(page.getByTestId('recovery-codes')).toHaveText(/^([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}\n?){10}$/);
  await page.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(page.getByText('The second factor is on. Recovery codes left: 10.')).toBeVisible();

  await signOut(page);
  await field(page, 'Email').fill(admin.email);
  await field(page, 'Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // the code of the step the enrolment used is spent: the next step's code is good too
  await field(page, 'Code from the app or a recovery code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
