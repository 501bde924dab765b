import { expect, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { test as base } from './fixtures';
import { shared, type Session } from './shared';
import type { Language, Role, World } from './world';

/**
 * A browser context for a role in a language: the signed-in session (signed in once, by
 * global-setup.ts) and the chosen language are its stored state, so no page goes through the
 * login form.
 */
export async function contextFor(
  browser: Browser,
  baseURL: string,
  session: Session | null,
  language: Language,
  viewport = { width: 1366, height: 900 },
): Promise<BrowserContext> {
  const localStorage = [
    { name: 'fedreg.preferences', value: JSON.stringify({ state: { language, languageChosen: true }, version: 0 }) },
  ];
  if (session) localStorage.push({ name: 'fedreg.session', value: JSON.stringify({ state: session, version: 0 }) });
  return browser.newContext({
    baseURL,
    viewport,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] },
  });
}

/** The requests of a page still under way, and when that last changed. */
class Traffic {
  private readonly pending = new Set<Request>();
  private changed = Date.now();

  constructor(page: Page) {
    const started = (request: Request) => {
      this.pending.add(request);
      this.changed = Date.now();
    };
    const ended = (request: Request) => {
      this.pending.delete(request);
      this.changed = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /** Marks now as a change: what the page does next starts within the quiet time. */
  touch() {
    this.changed = Date.now();
  }

  /** Waits until no request has been under way for `quietMs` (Playwright's networkidle is 500 ms). */
  async quiet(quietMs = 150, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.size > 0 || Date.now() - this.changed < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`requests still under way: ${[...this.pending].map((r) => r.url()).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const traffic = new WeakMap<Page, Traffic>();
const trafficOf = (page: Page) => {
  let known = traffic.get(page);
  if (!known) {
    known = new Traffic(page);
    traffic.set(page, known);
  }
  return known;
};

/**
 * No request under way, no spinner or skeleton, no transition or animation running in time (one
 * that follows a scroll position, as the tables' scroll cue does, or never ends is left alone):
 * the page has settled.
 */
async function settled(page: Page) {
  await trafficOf(page).quiet();
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Opens `path` as a fresh page load and waits until its page has settled. */
export async function openSettled(page: Page, path: string): Promise<void> {
  trafficOf(page).touch();
  await page.goto(path);
  await settled(page);
}

/**
 * Goes to `path` inside the running app, as its own links do (the router follows the history),
 * and waits until the page has settled: no new page load, no new sign-in, the app's data cached.
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) return openSettled(page, path);
  trafficOf(page).touch();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
}

/** Changes the page's width (and height) and waits until its layout has settled. */
export async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  trafficOf(page).touch();
  await page.setViewportSize(viewport);
  await settled(page);
}

/** The session each role's pages are opened with (none for a guest). */
export function sessionOf(role: Role): Session | null {
  const { adminSession, coachSession } = shared();
  return { guest: null, coach: coachSession, admin: adminSession }[role];
}

/** The accessibility and phone specs: the run's world (global-setup.ts) and the base URL. */
export const test = base.extend<{ baseUrl: string; world: World }>({
  world: async ({}, use) => {
    await use(shared().world);
  },
  baseUrl: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('no baseURL');
    await use(baseURL);
  },
});

export const ROLES: Role[] = ['guest', 'coach', 'admin'];
export const LANGUAGES: Language[] = ['sr', 'en'];
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 740 };
