import { field } from './fields';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Session } from './shared';

/**
 * Signs in through the login form (English UI) and waits for the shell. Only for tests of the
 * form itself; the others start signed in with `openAs`.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/**
 * Opens `path` signed in with `session` (from `apiSession`, or the shared admin's): the session
 * is put where the webapp keeps it, as a reload after signing in would find it, replacing whoever
 * was signed in. Waits for the shell.
 */
export async function openAs(page: Page, session: Session, path: string) {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('no baseURL');
  const value = JSON.stringify({ state: { user: session.user, token: session.token }, version: 0 });
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'fedreg.session', value }] }],
  });
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Logs out from the sidebar and waits for the login page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A browser of its own at `viewport`, in English, signed in through the login form. */
export async function signedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    window.localStorage.setItem('fedreg.preferences', JSON.stringify({ state: { language: 'en' }, version: 0 }));
  });
  const page = await context.newPage();
  await page.goto('/login');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return { context, page };
}
