#!/usr/bin/env node
/**
 * First-load budget of the login page: the entry chunk, every chunk it imports statically,
 * the lazy chunks the login route needs, and their CSS, all gzip-compressed.
 * Usage: node scripts/check-bundle-size.mjs [budgetKB=200]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const budget = Number(process.argv[2] ?? 200) * 1024;
const loginModules = [
  'src/app/shell/AuthLayout.tsx',
  'src/features/auth/routes/LoginRoute.tsx',
  'src/locales/sr.json',
];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
visit(entry);
for (const key of loginModules) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  visit(key);
}

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total (budget ${budget / 1024} KB)`);
if (total > budget) {
  console.error('First-load JS+CSS of the login page is over budget.');
  process.exit(1);
}
