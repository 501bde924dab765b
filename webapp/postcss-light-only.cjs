/**
 * Drops the dark colour scheme's rules from every sheet (Mantine's and the app's): the app is
 * light only (MantineProvider defaultColorScheme="light", no scheme switch), so selectors under
 * `[data-mantine-color-scheme='dark']` never match. About 8 % of Mantine's CSS
 * (docs/performance.md, "Webapp"). Runs after postcss-preset-mantine, which writes them.
 */
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

const lightOnly = () => ({
  postcssPlugin: 'fedreg-light-only',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !DARK.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
});
lightOnly.postcss = true;

module.exports = lightOnly;
