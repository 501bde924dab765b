#!/usr/bin/env node
/**
 * First-load budget of every page: the JavaScript and CSS a browser downloads before the page
 * can render, gzip-compressed (level 9), read from the build output (dist/.vite/manifest.json).
 *
 * A page's first load is the entry chunk, the core UI catalogue of its language (loaded before
 * anything renders), the lazy chunks of its route (layout and page, see src/app/router.tsx),
 * the catalogue parts those wait for, every chunk all of these import statically, and their
 * CSS. Lazy pieces a page shows a placeholder for while they load (the rich-text editor,
 * notifications, form fields with a stand-in: components/LazyField.tsx) or only needs once it
 * is shown (a form's zod schema, lib/form.ts) are not part of it; `with lazy parts` adds them,
 * for information. Every page is measured in every language (Serbian Cyrillic's catalogues are
 * the chunks build/cyrillic-catalogues.ts makes of the Latin ones); the largest figure counts,
 * and the budget holds for every page.
 *
 * Usage: node scripts/check-bundle-size.mjs [budgetKB=250] [--files=/route]  (after `npm run build`;
 * `npm run size`, run by the `webapp` nox session). Exits 1 when a page is over the budget,
 * a module named below is not in the build, or a lazy route module of the build is not listed.
 * e2e/first-load.spec.ts checks in the browser that these are the files a page really loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANGUAGES = ['sr', 'sr-Cyrl', 'en'];
const CYRILLIC = 'sr-Cyrl';
const CYRILLIC_CHUNK = 'cyrillic-catalogue:';

/** The manifest key of a module in a language (`{lang}`: the catalogue of the language). */
const moduleKey = (module, language) =>
  language === CYRILLIC && module.includes('{lang}')
    ? `${CYRILLIC_CHUNK}${module.replaceAll('{lang}', 'sr')}.js`
    : module.replaceAll('{lang}', language);

/** The language whose catalogue a manifest key is, if any. */
const languageOfKey = (key) =>
  key.startsWith(CYRILLIC_CHUNK) ? CYRILLIC : /(?:^|\/)locales\/([a-z]+)[./]/.exec(key)?.[1];

const workspace = 'src/locales/{lang}/workspace.json';
const registrations = 'src/locales/{lang}/registrations.json';
const tournaments = 'src/locales/{lang}/tournaments.json';
const results = 'src/locales/{lang}/results.json';
const guest = ['src/app/shell/AuthLayout.tsx'];
const user = ['src/app/shell/AppLayout.tsx', workspace];
const settings = [...user, 'src/app/shell/SettingsLayout.tsx', 'src/locales/{lang}/settings.json'];
const page = (name) => `src/${name}.tsx`;
const visitor = ['src/app/shell/PublicLayout.tsx', 'src/locales/{lang}/events.json'];

/**
 * Every page of src/app/router.tsx: its lazy route modules and the catalogues it waits for
 * (`{lang}` stands for the UI language). Listed modules must exist in the build, and every
 * lazily loaded route module of the build must be listed here.
 */
export const ROUTES = {
  '/login': [...guest, page('features/auth/routes/LoginRoute')],
  '/register': [...guest, page('features/auth/routes/RegisterRoute'), workspace],
  '/forgot-password': [...guest, page('features/auth/routes/ForgotPasswordRoute')],
  '/reset-password/:token': [...guest, page('features/auth/routes/ResetPasswordRoute')],
  '/my-club': [...user, page('app/pages/ClubPage')],
  '/clubs/list': [...user, page('features/clubs/routes/ClubsListRoute')],
  '/clubs/:id': [...user, page('app/pages/ClubPage')],
  '/users': [...user, page('features/users/routes/UsersRoute')],
  '/access-log': [...user, page('features/privacy/routes/AccessLogRoute'), 'src/locales/{lang}/privacy.json'],
  '/tournament': [...user, page('app/pages/tournament/ActiveTournamentRoute'), tournaments, registrations],
  '/tournament/view/:clubId': [
    ...user,
    page('app/pages/tournament/ActiveTournamentClubViewRoute'),
    tournaments,
    registrations,
  ],
  '/tournaments': [...user, page('features/tournaments/routes/TournamentsRoute'), tournaments],
  // The same address for club users: their club's tournaments.
  '/tournaments (club)': [...user, page('features/tournaments/routes/ClubTournamentsRoute'), tournaments],
  '/tournaments/create': [...user, page('features/tournaments/routes/CreateTournamentRoute'), tournaments],
  '/tournaments/:id': [...user, page('app/pages/tournament/TournamentViewRoute'), tournaments, registrations],
  '/tournaments/:id/edit': [...user, page('app/pages/tournament/EditTournamentPage'), tournaments],
  '/tournaments/:id/view/:clubId': [
    ...user,
    page('app/pages/tournament/TournamentClubViewRoute'),
    tournaments,
    registrations,
  ],
  '/tournaments/:id/draws': [...user, page('features/draws/routes/DrawsRoute'), tournaments, results],
  '/tournaments/:id/draws/:groupKey': [...user, page('features/draws/routes/DrawRoute'), tournaments, results],
  '/tournaments/:id/medals': [...user, page('features/draws/routes/MedalsRoute'), tournaments, results],
  '/tournaments/:id/tatamis': [...user, page('features/draws/routes/TatamisRoute'), tournaments, results],
  '/settings/general': [...settings, page('features/settings/routes/GeneralSettingsRoute')],
  '/settings/payments': [...settings, page('features/settings/routes/PaymentSettingsRoute')],
  '/settings/categories': [...settings, page('features/categories/routes/CategorySettingsRoute')],
  '/settings/disciplines': [...settings, page('features/disciplines/routes/DisciplineSettingsRoute')],
  '/settings/seasons': [...settings, page('features/seasons/routes/SeasonSettingsRoute')],
  '/ranking': [...user, page('features/seasons/routes/RankingRoute'), results],
  '/profile': [...user, page('features/auth/routes/ProfileRoute'), page('features/auth/routes/ProfileSettingsRoute')],
  '/profile/change-password': [
    ...user,
    page('features/auth/routes/ProfileRoute'),
    page('features/auth/routes/ChangePasswordRoute'),
  ],
  '/events': [...visitor, page('features/events/routes/EventsRoute')],
  '/events/:id': [...visitor, page('features/events/routes/EventRoute')],
  '/events/:id/results': [...visitor, page('features/draws/routes/PublicResultsRoute'), tournaments, results],
  '/no-such-page': [page('app/pages/NotFoundPage')],
};

/** Route modules (lazy imports of the entry) that no page of ROUTES lists. */
export function unlistedRouteModules(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const listed = new Set(Object.values(ROUTES).flat());
  return (entry.dynamicImports ?? []).filter(
    (key) => /^src\/(app\/pages|app\/shell|features\/[^/]+\/routes)\//.test(key) && !listed.has(key),
  );
}

/** Loaded by the app itself before any page renders (src/lib/i18n.ts). */
export const BOOT_MODULES = ['src/locales/{lang}.json'];

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

export const readManifest = (dir = dist) => JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));

/** The files (JS and CSS, relative to dist/) of a route's first load in a language. */
export function firstLoadFiles(manifest, route, language, { withLazyParts = false } = {}) {
  const modules = ROUTES[route];
  if (!modules) throw new Error(`${route} is not a route of ROUTES`);
  const files = new Set();
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const lazyPart = (key) => key !== entry && [undefined, language].includes(languageOfKey(key));
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build (rename in scripts/check-bundle-size.mjs?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    // Everything these chunks may load later (the entry's own lazy imports are the other pages).
    if (withLazyParts && key !== entry)
      for (const imported of (chunk.dynamicImports ?? []).filter(lazyPart)) visit(imported);
  };
  visit(entry);
  for (const module of [...BOOT_MODULES, ...modules]) visit(moduleKey(module, language));
  return [...files].sort();
}

const sizes = new Map();
/** gzip size (level 9) of a file of dist/, in bytes. */
export const gzipSize = (file, dir = dist) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
  return sizes.get(file);
};

const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `--files=/route` lists the files of a route's first load (Serbian). */
function main() {
  const args = process.argv.slice(2);
  const budgetKb = Number(args.find((arg) => !arg.startsWith('--')) ?? 250);
  const manifest = readManifest();
  const unlisted = unlistedRouteModules(manifest);
  if (unlisted.length) {
    console.error(`Route modules missing from ROUTES in scripts/check-bundle-size.mjs: ${unlisted.join(', ')}`);
    process.exit(1);
  }
  const over = [];
  console.log(
    `First-load JS+CSS per page, gzip KB: the largest of sr / sr-Cyrl / en (sr / sr-Cyrl / en; with lazy parts). Budget ${budgetKb} KB, every page.`,
  );
  for (const route of Object.keys(ROUTES)) {
    const sizes = LANGUAGES.map((language) => total(firstLoadFiles(manifest, route, language)));
    const lazy = Math.max(
      ...LANGUAGES.map((language) => total(firstLoadFiles(manifest, route, language, { withLazyParts: true }))),
    );
    const worst = Math.max(...sizes);
    const isOver = worst > budgetKb * 1024;
    if (isOver) over.push(route);
    console.log(
      `${kb(worst).padStart(7)}  ${route.padEnd(36)} (${sizes.map(kb).join(' / ')}; ${kb(lazy)})${isOver ? '  OVER BUDGET' : ''}`,
    );
  }
  const listed = args.find((arg) => arg.startsWith('--files='))?.slice('--files='.length);
  if (listed) {
    for (const file of firstLoadFiles(manifest, listed, 'sr'))
      console.log(`${kb(gzipSize(file)).padStart(7)}  ${file}`);
  }
  if (over.length) {
    console.error(`First-load JS+CSS over budget: ${over.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
