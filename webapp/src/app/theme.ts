import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 6,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    // Tables wider than the screen (phones) scroll natively, with a thin scrollbar, rather than in
    // Mantine's ScrollArea (5 KB gzip on every page with a table; vite.config.ts leaves it out).
    TableScrollContainer: {
      defaultProps: { type: 'native' },
      styles: { scrollContainer: { scrollbarWidth: 'thin' } },
    },
  },
});
