import {
  createTheme,
  darken,
  luminance,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import tableScroll from '@/app/TableScroll.module.css';
import { foldedOptionsFilter } from '@/lib/folded-options-filter';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8: white text on filled buttons and links on white and light backgrounds keep a
  // contrast of 4.5:1 (WCAG AA; shade 6 gives 4.3:1).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { radius: 'md' } },
    // A badge shows its whole text: where it is narrow (a table column on a phone, Serbian's
    // longer words) it wraps onto a second line rather than end in an ellipsis.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
        label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere', lineHeight: 1.3 },
      },
    },
    PasswordInput: { defaultProps: { radius: 'md' } },
    // A searchable select finds names without case, accents or script: `dordevic` offers `Đorđević`.
    Select: { defaultProps: { filter: foldedOptionsFilter } },
    MultiSelect: { defaultProps: { filter: foldedOptionsFilter } },
    // Tables wider than the screen (phones) scroll natively, with a thin scrollbar, rather than in
    // Mantine's ScrollArea (5 KB gzip on every page with a table; vite.config.ts leaves it out),
    // and fade out on the side with more to see. The keyboard reaches the scrolling box (a tab
    // stop: arrow keys scroll it), as it reaches the rest of the page (axe: scrollable-region-focusable).
    TableScrollContainer: {
      defaultProps: { type: 'native', tabIndex: 0 },
      classNames: { scrollContainer: tableScroll.scroll },
      styles: { scrollContainer: { scrollbarWidth: 'thin' } },
    },
  },
});

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `color`, darkened in steps until it has a contrast of 4.5:1 (WCAG AA) against `background`. */
const readableOn = (color: string, background: string): string => {
  let amount = 0;
  while (contrast(darken(color, amount), background) < 4.5 && amount < 0.9) amount += 0.05;
  return darken(color, amount);
};

/**
 * Colours with WCAG AA contrast (4.5:1) wherever Mantine puts text on them: filled buttons and
 * badges (white text; Mantine's green, teal, yellow… shade 8 give 2–3.5:1), light badges and
 * alerts (shade 9 on shade 1: 3.8:1 for green), dimmed text and placeholders (gray 6 and 5 on
 * white: 3.3:1 and 2.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5f6770',
    '--mantine-color-placeholder': '#6a7178',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const filled = readableOn(shades[8], '#ffffff');
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-outline`]: filled,
      [`--mantine-color-${name}-light-color`]: readableOn(shades[9], shades[1]),
    });
  }
  return { variables: {}, light, dark: {} };
};

/**
 * The theme with the names of Mantine's icon buttons in the UI language (a dialog's close
 * button, an input's clear button).
 */
export const localizedTheme = (names: { close: string; clear: string }): MantineThemeOverride => {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        CloseButton: { defaultProps: { 'aria-label': names.close } },
        InputClearButton: { defaultProps: { 'aria-label': names.clear } },
      },
    }),
  );
};
