import { field } from './support/fields';
import { signIn } from './support/auth-steps';
import { expect, newAccount, test } from './support/fixtures';
import { resetLinkFor } from './support/outbox';

test('forgot password: the mailed link sets a new password', async ({ english: page, request }) => {
  const account = newAccount('reset');
  const club = {
    name: 'KK Reset',
    shortName: 'KKR',
    city: 'Niš',
    address: 'Trg 2',
    email: `club-${account.email}`,
    contact: 'Iva',
    mobile: '061',
  };
  const registered = await request.post('/api/register', { data: { ...account, club } });
  expect(registered.status()).toBe(201);

  await page.goto('/forgot-password');
  await field(page, 'Email').fill(`nobody-${account.email}`);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('alert')).toContainText('There is no account with this email address.');

  await field(page, 'Email').fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  await page.goto(await resetLinkFor(account.email));
  await field(page, 'New password').fill('short');
  await field(page, 'Repeat password').fill('different');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('More characters needed: at least 6.')).toBeVisible();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
  await field(page, 'New password').fill('brand-new-789');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('More characters needed: at least 6.')).toBeHidden();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
  await field(page, 'Repeat password').fill('brand-new-789');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

  await signIn(page, account.email, 'brand-new-789');
});
