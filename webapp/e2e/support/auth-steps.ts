import { field } from './fields';
import { expect, type Page } from '@playwright/test';

/** Signs in through the login form (English UI) and waits for the shell. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Logs out from the sidebar and waits for the login page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
