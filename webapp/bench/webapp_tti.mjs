#!/usr/bin/env node
/**
 * Time to interactive of the club page of a club with many members, in Debian's Chromium.
 *
 * Starts a fresh backend (its own data folder and port, like the browser tests) serving a copy
 * of webapp/dist, registers a club through the API and adds N members to it (each with a
 * 480×640 JPEG photo unless --no-photos), signs in as the club's user through the login form,
 * then loads `/my-club` in a fresh browser context (empty HTTP cache, the stored session) once
 * to warm up and --runs times more, and reports the median; with --cpu-throttle 4 Chromium runs
 * 4x slower (a mid-range phone). Ready, TTI and TBT: see tti-lib.mjs (ready: the members panel
 * shows its count badge with N and its table body has rows).
 *
 * Usage (from webapp/, after `npm run build`):
 *   node bench/webapp_tti.mjs [--members 500] [--runs 7] [--no-photos] [--quiet 1000]
 *                             [--cpu-throttle 1] [--goal 1000] [--json] [--breakdown] [--enforce]
 * --breakdown prints, for the run with the median TTI, when each request of the load started and
 * ended (resource timing) next to FCP and ready: where the time before the page is usable goes.
 * Exits 1 when the median TTI is over --goal ms and --enforce is given.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { benchOptions, benchmark, call, repo, startBackend } from './tti-lib.mjs';

const options = benchOptions(
  { members: { type: 'string', default: '500' }, 'no-photos': { type: 'boolean', default: false } },
  { goalMs: 1000 },
);
const MEMBERS = Number(options.members);

/** A 480×640 JPEG (a phone photo cut down), made once with Pillow from the project's environment. */
function photo() {
  const script =
    'import io,random,sys\nfrom PIL import Image\nrandom.seed(7)\n' +
    'img=Image.new("RGB",(480,640))\n' +
    'img.putdata([(x%256,(y*3)%256,random.randrange(256)) for y in range(640) for x in range(480)])\n' +
    'out=io.BytesIO(); img.save(out,"JPEG",quality=85); sys.stdout.buffer.write(out.getvalue())';
  return execFileSync(join(repo, '.venv/bin/python'), ['-c', script], { maxBuffer: 16 << 20 });
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

const backend = await startBackend();
await benchmark(backend, options, async (log) => {
  const started = performance.now();
  const { account, photoBytes } = await seed(backend.baseURL);
  log(
    `seeded ${MEMBERS} members${photoBytes ? ` with a ${(photoBytes / 1024).toFixed(0)} KB photo each` : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    account,
    target: { path: '/my-club', panel: '[data-testid="members"]', badge: String(MEMBERS) },
    summaryAdds: { members: MEMBERS, photos: photoBytes > 0 },
  };
});
