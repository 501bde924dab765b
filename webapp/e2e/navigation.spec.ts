import { expect, test } from './support/fixtures';

test('Serbian by default; guards and the 404 page', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Dobro došli' })).toBeVisible();
  await expect(page).toHaveTitle(/^Prijava - /);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'The page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
