import { seriousViolations } from './support/axe';
import { expect } from './support/fixtures';
import {
  contextFor,
  DESKTOP,
  LANGUAGES,
  openSettled,
  PHONE,
  resize,
  ROLES,
  sessionOf,
  test,
  visit,
} from './support/roles';
import { routesOf } from './support/world';

// axe-core on every route, signed out, as a coach and as an admin, in Serbian and in English, at
// 1,366 px and at 360 px: no serious or critical violation anywhere. One test per role and
// language walks its routes in one page, inside the app as its links do, and checks each route
// at both widths by resizing that page (desktop then phone, then the next route phone then
// desktop: one resize per route).
for (const role of ROLES) {
  for (const language of LANGUAGES) {
    test(`axe finds nothing serious on any route at 1366 and 360 px: ${role}, ${language}`, async ({
      browser,
      baseUrl,
      world,
    }) => {
      test.setTimeout(180_000);
      const context = await contextFor(browser, baseUrl, sessionOf(role), language, DESKTOP);
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      let widths = [DESKTOP, PHONE];
      for (const path of routesOf(role, world)) {
        await visit(page, path);
        for (const [index, viewport] of widths.entries()) {
          if (index > 0) await resize(page, viewport);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[`${path} at ${viewport.width} px`] = violations;
        }
        widths = [...widths].reverse();
      }
      await context.close();
      expect(found).toEqual({});
    });
  }
}

const WORDS = {
  en: { skip: 'Skip to main content', close: 'Close', addMember: 'Add member', draws: 'Draws' },
  sr: { skip: 'Pređi na glavni sadržaj', close: 'Zatvori', addMember: 'Dodaj člana', draws: 'Žreb' },
};

for (const language of LANGUAGES) {
  test(`the keyboard skips to the page, dialogs start in their first field, titles name things: ${language}`, async ({
    browser,
    baseUrl,
    world,
  }) => {
    const words = WORDS[language];
    const context = await contextFor(browser, baseUrl, sessionOf('coach'), language);
    const page = await context.newPage();
    await openSettled(page, '/my-club');
    await expect(page).toHaveTitle(new RegExp(`^${world.clubName} - `));

    // The first Tab reaches the skip link; following it puts the focus on the page's main part.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: words.skip });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // A form drawer: its close button has a name; the focus starts in the first field.
    await page.getByTestId('members').getByRole('button', { name: words.addMember }).click();
    const drawer = page.getByRole('dialog', { name: words.addMember });
    await expect(drawer.getByRole('button', { name: words.close })).toBeVisible();
    await expect(drawer.getByRole('textbox').first()).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await visit(page, `/tournaments/${world.openId}`);
    await expect(page).toHaveTitle(new RegExp(`^${world.openName} - `));
    await visit(page, `/events/${world.openId}`);
    await expect(page).toHaveTitle(new RegExp(`^${world.openName} - `));
    await context.close();

    const admin = await contextFor(browser, baseUrl, sessionOf('admin'), language);
    const adminPage = await admin.newPage();
    await openSettled(adminPage, `/clubs/${world.clubId}`);
    await expect(adminPage).toHaveTitle(new RegExp(`^${world.clubName} - `));
    await visit(adminPage, `/tournaments/${world.drawnId}/draws`);
    await expect(adminPage).toHaveTitle(new RegExp(`^${words.draws} – .+ - `));
    await admin.close();
  });
}
