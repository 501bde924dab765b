#!/usr/bin/env node
/**
 * Time to interactive of the club page of a club with many members, in Debian's Chromium.
 *
 * Starts a fresh backend (its own data folder and port, like the browser tests) serving a copy
 * of webapp/dist, registers a club through the API and adds N members to it (each with a
 * 480×640 JPEG photo unless --no-photos), signs in as the club's user through the login form,
 * then loads `/my-club` in a fresh browser context (empty HTTP cache, the stored session) once
 * to warm up and --runs times more, and reports the median.
 *
 * Definitions, all from the navigation start (performance.now() = 0):
 *   ready  the members panel shows its count badge with N and its table body has rows
 *          (data loaded, table rendered, the panel usable);
 *   TTI    max(ready, end of the last long task (> 50 ms, PerformanceObserver "longtask")),
 *          measured once the main thread has had no long task for --quiet ms after ready;
 *   TBT    total blocking time: the sum of (long task − 50 ms) over the load.
 *
 * Usage (from webapp/, after `npm run build`):
 *   node bench/webapp_tti.mjs [--members 500] [--runs 7] [--no-photos] [--quiet 1000]
 *                             [--goal 1000] [--json] [--breakdown]
 * --breakdown prints, for the run with the median TTI, when each request of the load started and
 * ended (resource timing) next to FCP and ready: where the time before the page is usable goes.
 * Exits 1 when the median TTI is over --goal ms and --enforce is given.
 */
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
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
const webapp = join(import.meta.dirname, '..');
const repo = join(webapp, '..');

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '500' },
    runs: { type: 'string', default: '7' },
    quiet: { type: 'string', default: '1000' },
    goal: { type: 'string', default: '1000' },
    'no-photos': { type: 'boolean', default: false },
    breakdown: { type: 'boolean', default: false },
    enforce: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(options.members);
const RUNS = Number(options.runs);
const QUIET_MS = Number(options.quiet);
const GOAL_MS = Number(options.goal);
const log = (...parts) => (options.json ? console.error(...parts) : console.log(...parts));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `fedreg serve` on a fresh data folder; resolves once /api/data answers. */
async function startBackend() {
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

/** A 480×640 JPEG (a phone photo cut down), made once with Pillow from the project's environment. */
function photo() {
  const script =
    'import io,random,sys\nfrom PIL import Image\nrandom.seed(7)\n' +
    'img=Image.new("RGB",(480,640))\n' +
    'img.putdata([(x%256,(y*3)%256,random.randrange(256)) for y in range(640) for x in range(480)])\n' +
    'out=io.BytesIO(); img.save(out,"JPEG",quality=85); sys.stdout.buffer.write(out.getvalue())';
  return execFileSync(join(repo, '.venv/bin/python'), ['-c', script], { maxBuffer: 16 << 20 });
}

/** One API call; a server error (SQLite busy on a loaded machine) is tried again twice. */
async function call(baseURL, path, { token, json, body, method = 'POST' } = {}, attempt = 1) {
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

/** A club with its user and MEMBERS members (with photos unless --no-photos), through the API. */
async function seed(baseURL) {
  const stamp = Date.now();
  const account = { name: 'Bench Coach', email: `bench-${stamp}@example.com`, password: 'bench-1234' };
  const club = {
    name: `KK Bench ${stamp}`,
    shortName: 'Bench',
    city: 'Novi Sad',
    address: 'Bulevar 1',
    email: `club-bench-${stamp}@example.com`,
    website: '',
    contact: 'Ana Anić',
    mobile: '060 123 456',
  };
  await call(baseURL, '/api/register', { json: { ...account, club } });
  const { token, user } = await call(baseURL, '/api/login', {
    json: { email: account.email, password: account.password },
  });
  const clubId = user.club.id;
  const picture = options['no-photos'] ? null : photo();
  const belts = ['CRNI', 'BRAON', 'PLAVI', 'ZELENI', 'ZUTI', 'BELI'];
  const addMember = async (n) => {
    const obj = {
      clubId,
      firstName: `Ime${n}`,
      lastName: `Prezime${n}`,
      born: `${2000 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}`,
      isMale: n % 2 === 0,
      belt: belts[n % belts.length],
    };
    const member = await call(baseURL, '/api/model/Members', { token, json: { obj, returnObj: true } });
    if (!picture) return;
    const form = new FormData();
    form.set('file', new Blob([picture], { type: 'image/jpeg' }), `member-${n}.jpg`);
    await call(baseURL, `/api/model/Members/${member.id}`, { token, body: form });
  };
  const queue = Array.from({ length: MEMBERS }, (_, n) => n + 1);
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) await addMember(n);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { account, photoBytes: picture?.length ?? 0 };
}

/** Installed before the page's own scripts: long tasks and the moment the members panel is ready. */
function instrument(expected) {
  const state = { longTasks: [], ready: null, rows: 0 };
  window.__tti = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (state.ready !== null) return;
    const panel = document.querySelector('[data-testid="members"]');
    const badge = panel?.querySelector('.mantine-Badge-label, .mantine-Badge-root');
    const rows = panel?.querySelectorAll('table tbody tr').length ?? 0;
    if (badge?.textContent?.trim() === String(expected) && rows > 0) {
      state.ready = performance.now();
      state.rows = rows;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

async function measure(browser, baseURL, storageState) {
  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(instrument, MEMBERS);
  await page.goto('/my-club');
  await page.waitForFunction(() => window.__tti.ready !== null, null, { timeout: 60_000, polling: 50 });
  // Wait for a quiet main thread: no long task during QUIET_MS after ready and after the last one.
  const result = await page.evaluate(async (quietMs) => {
    const state = window.__tti;
    const lastEnd = () => Math.max(0, ...state.longTasks.map(([start, duration]) => start + duration));
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (performance.now() - Math.max(state.ready, lastEnd()) >= quietMs) break;
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
      images: document.querySelectorAll('[data-testid="members"] img').length,
      requests: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((entry) => entry.initiatorType !== 'img')
        .map((entry) => ({
          name: new URL(entry.name).pathname + decodeURIComponent(new URL(entry.name).search).slice(0, 40),
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.encodedBodySize,
        })),
    };
  }, QUIET_MS);
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The requests of the median run (by TTI), in order of start, with FCP and ready. */
function printBreakdown(runs) {
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

const backend = await startBackend();
let exitCode = 0;
try {
  const started = performance.now();
  const { account, photoBytes } = await seed(backend.baseURL);
  log(
    `seeded ${MEMBERS} members${photoBytes ? ` with a ${(photoBytes / 1024).toFixed(0)} KB photo each` : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    // Sign in through the form once; every run then opens the club page with that session.
    const context = await browser.newContext({ baseURL: backend.baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[type="email"], input[name="email"]').first().fill(account.email);
    await page.locator('input[type="password"]').first().fill(account.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/my-club$/);
    const storageState = await context.storageState();
    await context.close();

    await measure(browser, backend.baseURL, storageState); // warm-up: server caches, Chromium start
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(browser, backend.baseURL, storageState);
      runs.push(result);
      log(
        `run ${run + 1}: ready ${result.ready.toFixed(0)} ms, TTI ${result.tti.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, ` +
          `${result.longTasks} long tasks (longest ${result.longest.toFixed(0)} ms), FCP ${result.fcp?.toFixed(0)} ms, ` +
          `${result.rowsInDom} rows / ${result.images} images / ${result.domNodes} elements in the DOM`,
      );
    }
    if (options.breakdown) printBreakdown(runs);
    const summary = {
      members: MEMBERS,
      photos: photoBytes > 0,
      runs: RUNS,
      medianReadyMs: Math.round(median(runs.map((r) => r.ready))),
      medianTtiMs: Math.round(median(runs.map((r) => r.tti))),
      medianTbtMs: Math.round(median(runs.map((r) => r.tbt))),
      medianFcpMs: Math.round(median(runs.map((r) => r.fcp ?? 0))),
      rowsInDom: runs[0].rowsInDom,
      domNodes: runs[0].domNodes,
      goalMs: GOAL_MS,
    };
    if (options.json) console.log(JSON.stringify(summary));
    else
      log(
        `median of ${RUNS}: ready ${summary.medianReadyMs} ms, TTI ${summary.medianTtiMs} ms (goal ${GOAL_MS} ms), ` +
          `TBT ${summary.medianTbtMs} ms, FCP ${summary.medianFcpMs} ms`,
      );
    if (options.enforce && summary.medianTtiMs > GOAL_MS) {
      console.error(`median TTI ${summary.medianTtiMs} ms is over the goal of ${GOAL_MS} ms`);
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
}
process.exit(exitCode);
