/**
 * End-to-end tests against the real backend, which serves the built webapp (run
 * `npm run build` first). The system Chromium is used; Playwright downloads no browser.
 * FEDREG_REQUIRE_E2E=1 turns a missing /usr/bin/chromium into a failure instead of a skip.
 * FEDREG_E2E_BASE_URL (with FEDREG_E2E_DATA_DIR for its outbox) targets a server that is
 * already running, e.g. `npm run dev`, instead of starting one.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium && process.env.FEDREG_REQUIRE_E2E === '1') {
  throw new Error(`FEDREG_REQUIRE_E2E=1 but ${CHROMIUM} does not exist (apt-get install chromium).`);
}
const external = process.env.FEDREG_E2E_BASE_URL;
if (hasChromium && !external && !existsSync(join(import.meta.dirname, 'dist/index.html'))) {
  throw new Error('webapp/dist is missing: run `npm run build` before `npm run e2e`.');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

// Chosen once in the runner process; its workers inherit them through the environment.
process.env.FEDREG_E2E_PORT ??= String(await freePort());
process.env.FEDREG_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fedreg-e2e-'));
const port = process.env.FEDREG_E2E_PORT;
const dataDir = process.env.FEDREG_E2E_DATA_DIR;
const baseURL = external ?? `http://127.0.0.1:${port}`;

/**
 * Tests that change or read what is site-wide (the general settings, the active tournament: the
 * one last saved with applications open) carry this tag. The others run two at a time (every one
 * makes its own uniquely named club, people and tournaments and shares only the admin of
 * global-setup.ts); these run afterwards, one at a time, as the `site-wide` project (the
 * `parallel` project's teardown, so they run whether or not a test before them failed).
 */
const SITE_WIDE = /@site-wide/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      // The browsers keep the federation's time (the server's FEDREG_TIME_ZONE, Belgrade by
      // default), as its clubs do, whatever the machine's zone; a user elsewhere, who sees
      // their own time beside the federation's, is tested in vitest (ApplicationsBanner).
      env: { ...process.env, TZ: 'Europe/Belgrade' },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'parallel', grepInvert: SITE_WIDE, teardown: 'site-wide' },
    { name: 'site-wide', grep: SITE_WIDE, workers: 1 },
  ],
  ...(hasChromium && !external
    ? {
        webServer: {
          command:
            `cd .. && FEDREG_DATA_DIR=${dataDir} .venv/bin/fedreg db upgrade && ` +
            `FEDREG_DATA_DIR=${dataDir} FEDREG_PORT=${port} FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE=1000 FEDREG_PUBLIC_REQUESTS_PER_MINUTE=1000 .venv/bin/fedreg serve`,
          url: `${baseURL}/api/data`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      }
    : {}),
});
