import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect } from './support/fixtures';
import { contextFor, openSettled, PHONE, ROLES, sessionOf, test, visit } from './support/roles';
import { routesOf } from './support/world';

/** How far the page scrolls sideways, and (to find the cause) elements that stick out on the right. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // Roughly: a box that scrolls or clips, and is the containing block of what it holds.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && style.position !== 'static') return true;
      }
      return false;
    };
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > width + 1 && !clipped(element);
    // The outermost elements that stick out (their parent does not): where the width comes from.
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 4)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { sideways: root.scrollWidth - width, culprits };
  });

// No page scrolls sideways on a 360 px phone (Serbian: the longer words), whoever looks at it; the
// routes in turn in one page, inside the app as its links go.
for (const role of ROLES) {
  test(`no route scrolls sideways at 360 px: ${role}`, async ({ browser, baseUrl, world }) => {
    test.setTimeout(120_000);
    const context = await contextFor(browser, baseUrl, sessionOf(role), 'sr', PHONE);
    const page = await context.newPage();
    const found: Record<string, string> = {};
    for (const path of routesOf(role, world)) {
      await visit(page, path);
      const { sideways, culprits } = await overflow(page);
      if (sideways > 0) found[path] = `${sideways} px too wide: ${culprits.join(', ')}`;
    }
    await context.close();
    expect(found).toEqual({});
  });
}

// A club's member is one compact row on a phone (name, birth date and belt, its actions), no taller than 72 px.
test('member rows are compact at 360 px', async ({ browser, baseUrl }) => {
  const context = await contextFor(browser, baseUrl, sessionOf('coach'), 'sr', PHONE);
  const page = await context.newPage();
  await openSettled(page, '/my-club');
  const row = page.getByTestId('members').getByRole('listitem').filter({ hasText: 'Ana World' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Izmeni' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Obriši' })).toBeVisible();
  const box = await row.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(72);
  expect((await overflow(page)).sideways).toBe(0);
  // The phone layout's own pieces (the header's avatar button, the member cards) pass axe too.
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// A club's entry is one row on a phone too: the name, its categories and disciplines, and the
// edit and remove buttons in reach (the table hid all but the name).
test("the club's entries show their disciplines and actions at 360 px", async ({ browser, baseUrl, world }) => {
  const context = await contextFor(browser, baseUrl, sessionOf('coach'), 'sr', PHONE);
  const page = await context.newPage();
  await openSettled(page, `/tournaments/${world.openId}`);
  const entries = page.getByRole('list', { name: 'Prijavljeni takmičari' });
  const entry = entries.getByRole('listitem').filter({ hasText: 'Ana World' });
  await expect(entry).toContainText(/Seniors \d+: Kata \d+/);
  await expect(entry.getByRole('button', { name: /^Izmeni: Ana World/ })).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Ukloni: Ana World/ })).toBeVisible();
  expect((await overflow(page)).sideways).toBe(0);
  await context.close();
});
