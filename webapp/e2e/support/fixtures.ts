import { test as base, expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';

const hasChromium = existsSync('/usr/bin/chromium');

export const test = base.extend<{ english: Page; requireChromium: void }>({
  // Without the system Chromium every test is skipped (see playwright.config.ts).
  requireChromium: [
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium, 'no /usr/bin/chromium on this machine');
      await use();
    },
    { auto: true },
  ],
  // A page whose UI language is English (the remembered choice of the language switch).
  english: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('fedreg.preferences', JSON.stringify({ state: { language: 'en' }, version: 0 }));
    });
    await use(page);
  },
});

export { expect };

/** A unique account for one test run. */
export function newAccount(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `E2E ${label}`, email: `e2e-${label}-${stamp}@example.com`, password: 'secret-123' };
}
