import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { registrationsCatalogue } from '@/features/registrations/i18n';
import {
  coreCatalogue,
  i18n,
  languages,
  loadCatalogue,
  privacyCatalogue,
  resultsCatalogue,
  settingsCatalogue,
  tournamentsCatalogue,
  workspaceCatalogue,
} from '@/lib/i18n';

beforeAll(async () => {
  const parts = [
    coreCatalogue,
    workspaceCatalogue,
    tournamentsCatalogue,
    resultsCatalogue,
    settingsCatalogue,
    registrationsCatalogue,
    privacyCatalogue,
  ];
  await Promise.all(languages.flatMap((language) => parts.map((part) => loadCatalogue(language, part))));
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
});

// jsdom lacks these browser APIs that Mantine uses.
/** Whether every `(min-width: …)` and `(max-width: …)` of `query` (px or em) holds at the window's width
 * (jsdom: 1024 px, a desktop; a test sets `window.innerWidth` for a phone); other features never match. */
const widthMatches = (query: string): boolean => {
  const limits = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em)\)/g)];
  if (limits.length === 0) return false;
  return limits.every(([, side, value, unit]) => {
    const pixels = Number(value) * (unit === 'em' ? 16 : 1);
    return side === 'min' ? window.innerWidth >= pixels : window.innerWidth <= pixels;
  });
};
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// eslint-disable-next-line @typescript-eslint/unbound-method -- only whether jsdom has it is read
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
