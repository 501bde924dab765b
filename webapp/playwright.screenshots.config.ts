/**
 * `npm run screenshots`: the e2e set-up (built webapp, a fresh backend, the same seeded data as
 * the accessibility tests) saves phone and desktop pictures of the main pages in docs/screenshots/.
 */
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({ ...e2e, testDir: './scripts/screenshots', outputDir: 'test-results/screenshots' });
