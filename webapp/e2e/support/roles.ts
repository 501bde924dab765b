import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildWorld, type Language, type Role, type World } from './world';

/**
 * A browser context for a role in a language: the signed-in session (signed in once through the
 * API) and the chosen language are its stored state, so no page goes through the login form.
 */
export async function contextFor(
  browser: Browser,
  baseURL: string,
  session: { user: unknown; token: string } | null,
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

/** Opens `path` and waits until its page has settled: data loaded, no spinner left. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .mantine-Loader, .mantine-Skeleton-root')).toHaveCount(0);
}

interface WorkerFixtures {
  world: World;
  sessions: Record<Role, { user: unknown; token: string } | null>;
}

/** The world is made once per worker and shared by every test of the accessibility and phone specs. */
export const test = base.extend<{ baseUrl: string }, WorkerFixtures>({
  world: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await buildWorld(request));
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  sessions: [
    async ({ playwright, world }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const signIn = async ({ email, password }: { email: string; password: string }) => {
        const answer = await request.post('/api/login', { data: { email, password } });
        expect(answer.status(), await answer.text()).toBe(200);
        return (await answer.json()) as { user: unknown; token: string };
      };
      await use({ guest: null, coach: await signIn(world.coach), admin: await signIn(world.admin) });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  baseUrl: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('no baseURL');
    await use(baseURL);
  },
});

export const ROLES: Role[] = ['guest', 'coach', 'admin'];
export const LANGUAGES: Language[] = ['sr', 'en'];
