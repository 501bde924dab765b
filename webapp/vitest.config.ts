import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const FRESH_MARK = '// vitest: fresh modules';

/**
 * Test files that need a module graph of their own: those that mock a module (`vi.mock`: another
 * file of the worker may have loaded the real one already) and those marked with FRESH_MARK (they
 * test what happens before a lazily loaded module arrives).
 */
const freshModuleFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => join('src', path))
  .filter((path) => {
    const text = readFileSync(path, 'utf8');
    return text.includes('vi.mock(') || text.includes(FRESH_MARK);
  });

/**
 * The unit tests share one jsdom and one module graph per worker (`isolate: false`): setting up
 * jsdom, Mantine and the catalogues once per worker instead of once per file is what took most
 * of the run (175 s of environment and setup for 26 s of tests on the 2-core machine).
 * `src/test/setup.ts` cleans up after every test (the DOM, notifications, storage); the files
 * that need fresh modules run isolated, as the `fresh` project.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      projects: [
        {
          extends: true,
          test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: freshModuleFiles, isolate: false },
        },
        { extends: true, test: { name: 'fresh', include: freshModuleFiles } },
      ],
    },
  }),
);
