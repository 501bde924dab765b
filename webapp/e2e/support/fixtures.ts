import { test as base, expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';

const hasChromium = existsSync('/usr/bin/chromium');

export const test = base.extend<{ english: Page; requireChromium: void; policyRefusals: string[] }>({
  // Without the system Chromium every test is skipped (see playwright.config.ts).
  requireChromium: [
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium, 'no /usr/bin/chromium on this machine');
      await use();
    },
    { auto: true },
  ],
  // Every page of the test, print windows included, works within the Content-Security-Policy
  // the server sends (src/adapters/http/security_headers.py): what the browser refused is
  // collected here and must be nothing when the test ends (a test that provokes a refusal
  // takes it out).
  policyRefusals: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          refused.push(message.text());
        }
      });
      await use(refused);
      expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
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
