import type { Locator, Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (required fields add " *" to their label). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
