import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { contextFor, openSettled, sessionOf, test } from '../../e2e/support/roles';
import type { Role, World } from '../../e2e/support/world';

const OUT = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};

/** The main pages: file name, who looks, and where. */
const pages = (world: World): [string, Role, string][] => [
  ['sign-in', 'guest', '/login'],
  ['public-event', 'guest', `/events/${world.openId}`],
  ['my-club', 'coach', '/my-club'],
  ['club-tournaments', 'coach', '/tournaments'],
  ['tournament-as-club', 'coach', `/tournaments/${world.openId}`],
  ['club-draws', 'coach', `/tournaments/${world.drawnId}/draws`],
  ['club-bracket', 'coach', `/tournaments/${world.drawnId}/draws/${encodeURIComponent(world.groupKey)}`],
  ['clubs-list', 'admin', '/clubs/list'],
  ...['overview', 'entries', 'staff', 'fees', 'history', 'files'].map((tab): [string, Role, string] => [
    `admin-tournament-${tab}`,
    'admin',
    `/tournaments/${world.openId}?tab=${tab}`,
  ]),
];

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`screenshots: ${device}`, async ({ browser, baseUrl, world }) => {
    test.setTimeout(180_000);
    mkdirSync(OUT, { recursive: true });
    for (const [name, role, path] of pages(world)) {
      const context = await contextFor(browser, baseUrl, sessionOf(role), 'en', viewport);
      const page = await context.newPage();
      await openSettled(page, path);
      // The visible screen (not the whole page): small files, what a visitor first sees.
      await page.screenshot({ path: join(OUT, `${name}-${device}.png`) });
      await context.close();
    }
  });
}
