/**
 * What the webapp's browser benchmarks share (webapp_tti.mjs, admin_tournament_tti.mjs): a fresh
 * backend serving a copy of webapp/dist, Debian's Chromium, signing in through the login form,
 * and the time to interactive of one page over several runs, optionally with the CPU throttled
 * (CDP Emulation.setCPUThrottlingRate: 4 is a mid-range phone).
 *
 * Definitions, all from the navigation start (performance.now() = 0):
 *   ready  the page's main panel (`panel`, a CSS selector) has table rows, and its count badge
 *          reads `badge` when one is given (data loaded, table rendered, the panel usable);
 *   TTI    max(ready, end of the last long task (> 50 ms, PerformanceObserver "longtask")),
 *          measured once the main thread has had no long task for `quietMs` after ready;
 *   TBT    total blocking time: the sum of (long task − 50 ms) over the load.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const webapp = join(import.meta.dirname, '..');
export const repo = join(webapp, '..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * `fedreg serve` on a fresh data folder (`database`: a SQLite file copied into it instead of a new
 * database); resolves once /api/data answers.
 */
export async function startBackend({ database } = {}) {
  if (!existsSync(join(webapp, 'dist/index.html')))
    throw new Error('webapp/dist is missing: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'fedreg-tti-'));
  const port = await freePort();
  // A copy of the build, so that a `npm run build` elsewhere does not change it under the runs.
  const webappDir = join(dataDir, 'webapp');
  cpSync(join(webapp, 'dist'), webappDir, { recursive: true });
  const env = {
    ...process.env,
    FEDREG_DATA_DIR: dataDir,
    FEDREG_PORT: String(port),
    FEDREG_WEBAPP_DIR: webappDir,
    FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
  };
  if (database) {
    cpSync(database, join(dataDir, 'bench.db'));
    env.FEDREG_DATABASE_URL = `sqlite+aiosqlite:///${join(dataDir, 'bench.db')}`;
  }
  const server = spawn(join(repo, '.venv/bin/fedreg'), ['serve'], {
    cwd: repo,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/data`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the backend did not start:\n${stderr}`);
}

/** One API call; a server error (SQLite busy on a loaded machine) is tried again twice. */
export async function call(baseURL, path, { token, json, body, method = 'POST' } = {}, attempt = 1) {
  const headers = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
  const answer = await fetch(`${baseURL}${path}`, { method, headers, body: json ? JSON.stringify(json) : body });
  if (answer.status >= 500 && attempt < 3) {
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    return call(baseURL, path, { token, json, body, method }, attempt + 1);
  }
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

/** Signs in through the login form once; every run then opens its page with that session. */
export async function signIn(browser, baseURL, { email, password }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[type="email"], input[name="email"]').first().fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  const storageState = await context.storageState();
  await context.close();
  return storageState;
}

/** Installed before the page's own scripts: long tasks and the moment the main panel is ready. */
function instrument({ panel, badge }) {
  const state = { longTasks: [], ready: null, rows: 0 };
  window.__tti = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (state.ready !== null) return;
    const box = document.querySelector(panel);
    const label = box?.querySelector('.mantine-Badge-label, .mantine-Badge-root');
    const rows = box?.querySelectorAll('table tbody tr').length ?? 0;
    if (rows > 0 && (badge === null || label?.textContent?.trim() === badge)) {
      state.ready = performance.now();
      state.rows = rows;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** One load of `path` in a fresh context (empty HTTP cache, the stored session). */
export async function measure(browser, baseURL, storageState, { path, panel, badge = null, quietMs, cpuThrottle = 1 }) {
  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  await page.addInitScript(instrument, { panel, badge });
  await page.goto(path);
  await page.waitForFunction(() => window.__tti.ready !== null, null, { timeout: 120_000, polling: 50 });
  // Wait for a quiet main thread: no long task during quietMs after ready and after the last one.
  const result = await page.evaluate(async (quiet) => {
    const state = window.__tti;
    const lastEnd = () => Math.max(0, ...state.longTasks.map(([start, duration]) => start + duration));
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (performance.now() - Math.max(state.ready, lastEnd()) >= quiet) break;
    }
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const blocking = state.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      ready: state.ready,
      tti: Math.max(state.ready, lastEnd()),
      tbt: blocking,
      longTasks: state.longTasks.length,
      longest: Math.max(0, ...state.longTasks.map(([, duration]) => duration)),
      fcp: paint ? paint.startTime : null,
      rowsInDom: state.rows,
      domNodes: document.getElementsByTagName('*').length,
      requests: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((entry) => entry.initiatorType !== 'img')
        .map((entry) => ({
          name: new URL(entry.name).pathname + decodeURIComponent(new URL(entry.name).search).slice(0, 40),
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.encodedBodySize,
        })),
    };
  }, quietMs);
  await context.close();
  return result;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The requests of the median run (by TTI), in order of start, with FCP and ready. */
function breakdown(runs, log) {
  const run = [...runs].sort((a, b) => a.tti - b.tti)[Math.floor(runs.length / 2)];
  const lines = [
    ...run.requests.map((r) => [
      r.start,
      `${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ms  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.name}`,
    ]),
    [run.fcp, `${run.fcp?.toFixed(0).padStart(6)}           first contentful paint`],
    [run.ready, `${run.ready.toFixed(0).padStart(6)}           ready (TTI ${run.tti.toFixed(0)} ms)`],
  ];
  log(`breakdown of the median run (images left out):`);
  for (const [, line] of lines.sort((a, b) => a[0] - b[0])) log(line);
}

/**
 * A warm-up load (server caches, Chromium start) and `runs` measured ones of `target`; prints each
 * run and the medians, and returns the summary (`goalMs` against the median TTI).
 */
export async function runAll(browser, baseURL, storageState, target, { runs, goalMs, log, withBreakdown }) {
  await measure(browser, baseURL, storageState, target);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measure(browser, baseURL, storageState, target);
    results.push(result);
    log(
      `run ${run + 1}: ready ${result.ready.toFixed(0)} ms, TTI ${result.tti.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, ` +
        `${result.longTasks} long tasks (longest ${result.longest.toFixed(0)} ms), FCP ${result.fcp?.toFixed(0)} ms, ` +
        `${result.rowsInDom} rows / ${result.domNodes} elements in the DOM`,
    );
  }
  if (withBreakdown) breakdown(results, log);
  const summary = {
    path: target.path,
    cpuThrottle: target.cpuThrottle ?? 1,
    runs,
    medianReadyMs: Math.round(median(results.map((r) => r.ready))),
    medianTtiMs: Math.round(median(results.map((r) => r.tti))),
    medianTbtMs: Math.round(median(results.map((r) => r.tbt))),
    medianFcpMs: Math.round(median(results.map((r) => r.fcp ?? 0))),
    rowsInDom: results[0].rowsInDom,
    domNodes: results[0].domNodes,
    goalMs,
  };
  log(
    `${target.path}, CPU ${summary.cpuThrottle}x, median of ${runs}: ready ${summary.medianReadyMs} ms, ` +
      `TTI ${summary.medianTtiMs} ms (goal ${goalMs} ms), TBT ${summary.medianTbtMs} ms, FCP ${summary.medianFcpMs} ms`,
  );
  return summary;
}

/**
 * The command line: `own` options and those every benchmark takes (--runs 7, --quiet 1000,
 * --goal `goalMs`, --cpu-throttle 1, --breakdown, --enforce, --json).
 */
export function benchOptions(own, { goalMs }) {
  const { values } = parseArgs({
    options: {
      ...own,
      runs: { type: 'string', default: '7' },
      quiet: { type: 'string', default: '1000' },
      goal: { type: 'string', default: String(goalMs) },
      'cpu-throttle': { type: 'string', default: '1' },
      breakdown: { type: 'boolean', default: false },
      enforce: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  return values;
}

/** Progress lines: on stdout, or on stderr when stdout carries the --json summary. */
export const logTo =
  (options) =>
  (...parts) =>
    options.json ? console.error(...parts) : console.log(...parts);

/**
 * The rest of a benchmark once `backend` runs: `prepare(log)` (the seeding) answers the account to
 * sign in as, the `target` page (`path`, `panel`, `badge`; see `measure`) and what the --json
 * summary adds; then the runs (`runAll`), the summary, and exit 1 on an error or, with --enforce,
 * when the median TTI is over --goal. The backend is stopped and `cleanUp` called whatever happens.
 */
export async function benchmark(backend, options, prepare, cleanUp = () => {}) {
  const log = logTo(options);
  let exitCode = 0;
  try {
    const { account, target, summaryAdds = {} } = await prepare(log);
    const browser = await launch();
    try {
      const storageState = await signIn(browser, backend.baseURL, account);
      const measured = { quietMs: Number(options.quiet), cpuThrottle: Number(options['cpu-throttle']), ...target };
      const summary = await runAll(browser, backend.baseURL, storageState, measured, {
        runs: Number(options.runs),
        goalMs: Number(options.goal),
        log,
        withBreakdown: options.breakdown,
      });
      if (options.json) console.log(JSON.stringify({ ...summaryAdds, ...summary }));
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
    cleanUp();
  }
  process.exit(exitCode);
}
