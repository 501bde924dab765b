import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { apiToken, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import {
  auth,
  clubIdOf,
  createItem,
  openTournamentWithDisciplines,
  registerCompetitor,
  setTournament,
} from './support/tournament-setup';

// Badges and the site's name show their whole text, on a phone and on a laptop, in both
// languages (Serbian's texts are the longer): nothing is cut off with an ellipsis (issue 32).

const SCREENS = [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
];
const LANGUAGES = ['sr', 'en'] as const;
const FEDERATION = 'Karate savez Republike Srbije';

/** Whether `element`, or any element inside it, hides part of its text. */
const cutOff = (element: Locator) =>
  element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1),
  );

/** A page of a context of its own at `viewport` in `language`, signed in with `session` if given. */
async function pageIn(
  browser: Browser,
  viewport: { width: number; height: number },
  language: (typeof LANGUAGES)[number],
  session?: unknown,
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([preferences, signedIn]) => {
      window.localStorage.setItem('fedreg.preferences', preferences);
      if (signedIn) window.localStorage.setItem('fedreg.session', signedIn);
    },
    [
      JSON.stringify({ state: { language }, version: 0 }),
      session ? JSON.stringify({ state: session, version: 0 }) : '',
    ] as const,
  );
  return { context, page: await context.newPage() };
}

/** A tournament with two entries in its kata, applications closed, not drawn. */
async function closedTournament(request: APIRequestContext, token: string, stamp: number) {
  const { account } = await registerClub(request, 'labels', `KK Značke ${stamp}`);
  const clubToken = await apiToken(request, account);
  const clubId = await clubIdOf(request, clubToken);
  const cup = await openTournamentWithDisciplines(request, token, stamp);
  for (const firstName of ['Ana', 'Mina']) {
    const member = await createItem(request, clubToken, 'Members', {
      clubId,
      firstName,
      lastName: `Label${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale: false,
    });
    await registerCompetitor(request, clubToken, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
    });
  }
  await setTournament(request, token, cup.id, { registrationOpen: false });
  return cup;
}

test('the draws state badges show their whole text', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { adminSession } = shared();
  const cup = await closedTournament(request, adminSession.token, Date.now());
  const states = { sr: ['Nije žreban', 'Žreban'], en: ['Not drawn', 'Drawn'] } as const;
  for (const drawn of [false, true]) {
    if (drawn) {
      const made = await request.post(`/api/tournament/${cup.id}/draws`, {
        headers: auth(adminSession.token),
        data: { seed: 2026 },
      });
      expect(made.status(), await made.text()).toBe(200);
    }
    for (const viewport of SCREENS) {
      for (const language of LANGUAGES) {
        const { context, page } = await pageIn(browser, viewport, language, adminSession);
        await page.goto(`/tournaments/${cup.id}/draws`);
        const row = page.getByRole('row', { name: new RegExp(cup.kata.name) });
        const badge = row.getByText(states[language][drawn ? 1 : 0], { exact: true });
        await expect(badge).toBeVisible();
        expect(await cutOff(badge.locator('xpath=..')), `${language} ${viewport.width} px`).toBe(false);
        await context.close();
      }
    }
  }
});

test("the headers show the federation's whole name, on the public pages and in the app", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const viewport of SCREENS) {
    for (const language of LANGUAGES) {
      for (const [path, session] of [
        ['/events', undefined],
        ['/', shared().adminSession],
      ] as const) {
        const { context, page } = await pageIn(browser, viewport, language, session);
        // The site's title as a federation names itself (the shared settings stay as they are).
        await page.route('**/api/data', async (route) => {
          const answer = await route.fetch();
          const data = (await answer.json()) as { settings: Record<string, unknown> };
          await route.fulfill({
            response: answer,
            json: { ...data, settings: { ...data.settings, title: FEDERATION } },
          });
        });
        await page.goto(path);
        const name = page.getByRole('banner').getByText(FEDERATION, { exact: true });
        await expect(name).toBeVisible();
        const where = `${path} ${language} ${viewport.width} px`;
        expect(await cutOff(name), where).toBe(false);
        // Within the header, and the page does not scroll sideways.
        const [box, header] = await Promise.all([name.boundingBox(), page.getByRole('banner').boundingBox()]);
        expect(box && header && box.y + box.height <= header.y + header.height, where).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
        await context.close();
      }
    }
  }
});
