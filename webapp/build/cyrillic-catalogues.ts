/**
 * The Serbian Cyrillic catalogues, made when the app is built: `import('@/locales/sr.json?cyrillic')`
 * is the Latin catalogue with every text written in Cyrillic (src/lib/cyrillic.ts), so the app ships
 * a chunk per language as before and no Cyrillic copy is kept by hand. The import resolves to a
 * module of its own (not a .json one, which Vite's JSON plugin would parse again), named after the
 * Latin file: `cyrillic-catalogue:src/locales/sr.json.js` in the build manifest
 * (scripts/check-bundle-size.mjs measures the pages in Cyrillic by it).
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cyrillicCatalogue, type CatalogueTree } from '../src/lib/cyrillic.ts';

const QUERY = '?cyrillic';
const PREFIX = '\0cyrillic-catalogue:';
const SUFFIX = '.js';

export function cyrillicCatalogues(): Plugin {
  let root = process.cwd();
  return {
    name: 'fedreg:cyrillic-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return null;
      const latin = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return latin ? `${PREFIX}${relative(root, latin.id)}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = resolve(root, id.slice(PREFIX.length, -SUFFIX.length));
      this.addWatchFile(file);
      const latin = JSON.parse(await readFile(file, 'utf8')) as CatalogueTree;
      return `export default ${JSON.stringify(cyrillicCatalogue(latin))};\n`;
    },
  };
}
