#!/usr/bin/env node
/**
 * Time to interactive of the admin's page of a big tournament (30,000 registrations of 1,000
 * clubs by default), in Debian's Chromium.
 *
 * Seeds a SQLite database with bench/webapp_seed.py (scale_seed.py's federation; or reuses
 * --database), starts a fresh backend on a copy of it serving a copy of webapp/dist, signs in as
 * the admin through the login form, then loads the tournament page's tab (--tab: `overview`, the
 * page's default, or `entries`) in a fresh browser context once to warm up and --runs times
 * more, and reports the median; with --cpu-throttle 4 Chromium runs 4x slower (a mid-range
 * phone). Ready: the tab's main panel has table rows (overview: the discipline overview;
 * entries: every club's competitors, first page); TTI and TBT: see tti-lib.mjs.
 *
 * Usage (from webapp/, after `npm run build`):
 *   node bench/admin_tournament_tti.mjs [--registrations 30000] [--clubs 1000] [--tab overview]
 *        [--runs 7] [--quiet 1000] [--cpu-throttle 1] [--goal 1500] [--database FILE]
 *        [--json] [--breakdown] [--enforce]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, repo, runAll, signIn, startBackend } from './tti-lib.mjs';

const { values: options } = parseArgs({
  options: {
    registrations: { type: 'string', default: '30000' },
    clubs: { type: 'string', default: '1000' },
    tab: { type: 'string', default: 'overview' },
    runs: { type: 'string', default: '7' },
    quiet: { type: 'string', default: '1000' },
    goal: { type: 'string', default: '1500' },
    'cpu-throttle': { type: 'string', default: '1' },
    database: { type: 'string' },
    breakdown: { type: 'boolean', default: false },
    enforce: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const log = (...parts) => (options.json ? console.error(...parts) : console.log(...parts));
const PANELS = { overview: '[data-testid="discipline-overview"]', entries: '[data-testid="all-competitors"]' };
if (!(options.tab in PANELS)) throw new Error(`--tab must be one of ${Object.keys(PANELS).join(', ')}`);
const admin = { email: 'admin@bench.local', password: 'bench-1234' };

let seeded = null;
let database = options.database;
if (!database) {
  seeded = mkdtempSync(join(tmpdir(), 'fedreg-seed-'));
  database = join(seeded, 'bench.db');
  const started = performance.now();
  execFileSync(
    join(repo, '.venv/bin/python'),
    [
      join(repo, 'bench/webapp_seed.py'),
      database,
      '--registrations',
      options.registrations,
      '--clubs',
      options.clubs,
      '--password',
      admin.password,
    ],
    { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else if (!existsSync(database)) {
  throw new Error(`${database} does not exist (make it with bench/webapp_seed.py)`);
}

const backend = await startBackend({ database });
let exitCode = 0;
try {
  const browser = await launch();
  try {
    const storageState = await signIn(browser, backend.baseURL, admin);
    const target = {
      path: options.tab === 'overview' ? '/tournaments/1' : `/tournaments/1?tab=${options.tab}`,
      panel: PANELS[options.tab],
      quietMs: Number(options.quiet),
      cpuThrottle: Number(options['cpu-throttle']),
    };
    const summary = await runAll(browser, backend.baseURL, storageState, target, {
      runs: Number(options.runs),
      goalMs: Number(options.goal),
      log,
      withBreakdown: options.breakdown,
    });
    if (options.json) console.log(JSON.stringify({ registrations: Number(options.registrations), ...summary }));
    if (options.enforce && summary.medianTtiMs > summary.goalMs) {
      console.error(`median TTI ${summary.medianTtiMs} ms is over the goal of ${summary.goalMs} ms`);
      exitCode = 1;
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await backend.stop();
  if (seeded) rmSync(seeded, { recursive: true, force: true });
}
process.exit(exitCode);
