import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as a short line: rule, impact, and where (the first targets). */
const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}) on ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(', ')}: ${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`;

type AxeWindow = { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } };

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is and returns its serious and
 * critical violations, one line each. The script is evaluated through the DevTools protocol, so
 * the page's Content-Security-Policy does not apply to it; once per page load (it stays while the
 * app moves from route to route). Only violations are collected in full (`resultTypes`: the
 * passes are not gathered node by node), which checks the same and takes less time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe)))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe-core is not loaded');
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
}
