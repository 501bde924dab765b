import type { Page } from '@playwright/test';
import { firstLoadFiles, readManifest } from '../scripts/check-bundle-size.mjs';
import { apiToken, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';

// The size check (scripts/check-bundle-size.mjs) computes each page's first load from the build
// manifest; here the browser shows that those are the files a fresh load of the page fetches.
test.skip(Boolean(process.env.FEDREG_E2E_BASE_URL), 'compares with the build in webapp/dist');

/** Every script and style sheet of the build the page requests, as paths relative to dist/. */
function assetsOf(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
  });
  return files;
}

test('the sign-in page fetches exactly the files its budget counts', async ({ page }) => {
  const files = assetsOf(page);
  await page.goto('/login');
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...files].sort()).toEqual(firstLoadFiles(readManifest(), '/login', 'sr'));
});

test('a club of 30 members: the club page fetches the files its budget counts and shows members in pages', async ({
  browser,
  request,
}) => {
  const clubName = `KK Many ${Date.now()}`;
  const { account } = await registerClub(request, 'first-load', clubName);
  const token = await apiToken(request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/me', { headers })).json()) as { club: { id: number } };
  const queue = Array.from({ length: 30 }, (_, n) => n + 1);
  const add = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const obj = {
        clubId: me.club.id,
        firstName: `Ime${n}`,
        lastName: `Prezime${n}`,
        born: '2010-05-17',
        isMale: true,
        belt: 'BELI',
      };
      const answer = await request.post('/api/model/Members', { headers, data: { obj, returnObj: true } });
      expect(answer.status(), await answer.text()).toBe(201);
    }
  };
  await Promise.all([add(), add(), add(), add()]);

  // A returning user: the stored session, an empty HTTP cache.
  const context = await browser.newContext();
  await context.addInitScript(
    (session) => window.localStorage.setItem('fedreg.session', JSON.stringify({ state: session, version: 0 })),
    { token, user: null },
  );
  const page = await context.newPage();
  const files = assetsOf(page);
  await page.goto('/my-club');
  const members = page.getByTestId('members');
  // Generous: the browser tests share a busy machine with the cold load of every chunk.
  await expect(members.locator('.mantine-Badge-root')).toHaveText('30', { timeout: 30_000 });
  await expect(members.locator('tbody tr')).toHaveCount(25);
  await page.waitForLoadState('networkidle');
  expect([...files].sort()).toEqual(firstLoadFiles(readManifest(), '/my-club', 'sr'));

  // The rest of the members, page by page.
  await expect(members.getByText('1–25 od 30')).toBeVisible();
  await members.getByRole('button', { name: 'Strana 2' }).click();
  await expect(members.locator('tbody tr')).toHaveCount(5);
  await expect(members.locator('tbody tr').first().locator('td').first()).toHaveText('26');
  await expect(members.getByText('26–30 od 30')).toBeVisible();

  // Switching the language brings the signed-in pages' catalogue part along.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(members.getByRole('button', { name: 'Add member' })).toBeVisible();
  await expect(members.getByText('26–30 of 30')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: clubName })).toBeVisible(); // titled by the club
  await context.close();
});
