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
import { benchOptions, benchmark, logTo, repo, startBackend } from './tti-lib.mjs';

const options = benchOptions(
  {
    registrations: { type: 'string', default: '30000' },
    clubs: { type: 'string', default: '1000' },
    tab: { type: 'string', default: 'overview' },
    database: { type: 'string' },
  },
  { goalMs: 1500 },
);
const log = logTo(options);
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
const target = {
  path: options.tab === 'overview' ? '/tournaments/1' : `/tournaments/1?tab=${options.tab}`,
  panel: PANELS[options.tab],
};
await benchmark(
  backend,
  options,
  async () => ({ account: admin, target, summaryAdds: { registrations: Number(options.registrations) } }),
  () => {
    if (seeded) rmSync(seeded, { recursive: true, force: true });
  },
);
