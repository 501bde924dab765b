#!/usr/bin/env node
/**
 * No import cycles in src/, type-only imports and dynamic `import()` included: ESLint's
 * `import-x/no-cycle` (eslint.config.js) skips type-only imports, which still tie two modules
 * together (a lazily loaded part importing its parent's props, say). Reads every module's imports
 * with TypeScript's own scanner (ts.preProcessFile), resolves the app's `@/` and relative
 * specifiers, and reports every strongly connected group of modules (Tarjan).
 *
 * Usage: node scripts/check-import-cycles.mjs  (run by `npm run lint`). Exits 1 on a cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const webapp = resolve(import.meta.dirname, '..');
const src = join(webapp, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx module under `dir`, tests and declaration files left out. */
function modules(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The module file a specifier names, or null for a package. */
function resolveSpecifier(specifier, from) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** The app modules a module imports: static, type-only, re-exports and dynamic `import()`. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => resolveSpecifier(fileName, file)).filter((path) => path !== null);
}

/** The strongly connected groups of more than one module, or of one that imports itself. */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = new Map(modules(src).map((file) => [file, importsOf(file)]));
const found = cycles(graph);
for (const group of found) {
  console.error(`Import cycle: ${group.map((file) => relative(webapp, file)).join(' <-> ')}`);
}
if (found.length > 0) process.exit(1);
console.log(`No import cycles among ${graph.size} modules (type-only and dynamic imports included).`);
