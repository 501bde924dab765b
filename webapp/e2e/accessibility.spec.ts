import { seriousViolations } from './support/axe';
import { expect } from './support/fixtures';
import { contextFor, LANGUAGES, openSettled, ROLES, test } from './support/roles';
import { routesOf } from './support/world';

// axe-core on every route, signed out, as a coach and as an admin, in Serbian and in English:
// no serious or critical violation anywhere (one test per role and language, the routes in turn).
for (const role of ROLES) {
  for (const language of LANGUAGES) {
    test(`axe finds nothing serious on any route: ${role}, ${language}`, async ({
      browser,
      baseUrl,
      world,
      sessions,
    }) => {
      test.setTimeout(240_000);
      const context = await contextFor(browser, baseUrl, sessions[role], language);
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const path of routesOf(role, world)) {
        await openSettled(page, path);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
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
    sessions,
  }) => {
    const words = WORDS[language];
    const context = await contextFor(browser, baseUrl, sessions.coach, language);
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

    await openSettled(page, `/tournaments/${world.openId}`);
    await expect(page).toHaveTitle(new RegExp(`^${world.openName} - `));
    await openSettled(page, `/events/${world.openId}`);
    await expect(page).toHaveTitle(new RegExp(`^${world.openName} - `));
    await context.close();

    const admin = await contextFor(browser, baseUrl, sessions.admin, language);
    const adminPage = await admin.newPage();
    await openSettled(adminPage, `/clubs/${world.clubId}`);
    await expect(adminPage).toHaveTitle(new RegExp(`^${world.clubName} - `));
    await openSettled(adminPage, `/tournaments/${world.drawnId}/draws`);
    await expect(adminPage).toHaveTitle(new RegExp(`^${words.draws} – .+ - `));
    await admin.close();
  });
}
