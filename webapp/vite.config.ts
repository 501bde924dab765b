import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = process.env.FEDREG_BACKEND_URL ?? 'http://127.0.0.1:8000';

/**
 * Two Mantine modules import a whole library for one small piece, and every signed-in page paid
 * for it: ScrollArea (in every Table, through Table.ScrollContainer) takes `useMergeRefs` from
 * @floating-ui/react (15 KB gzip, otherwise only needed by tooltips, menus and selects), and the
 * AppShell header takes a class name constant from react-remove-scroll (4 KB gzip, otherwise
 * only needed by modals and drawers). `trimMantineImports` points those two imports at copies of
 * the pieces (src/lib/shims/); every other importer gets the real libraries. If Mantine starts
 * importing anything else from them there, the build fails on the missing export.
 */
const shim = (name: string) => fileURLToPath(new URL(`./src/lib/shims/${name}`, import.meta.url));

const redirects: { source: string; importer: RegExp; target: string }[] = [
  {
    source: '@floating-ui/react',
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    target: shim('merge-refs.ts'),
  },
  {
    source: 'react-remove-scroll',
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/,
    target: shim('remove-scroll-class-names.ts'),
  },
];

function trimMantineImports(): Plugin {
  return {
    name: 'fedreg:trim-mantine-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const redirect = importer && redirects.find((r) => r.source === source && r.importer.test(importer));
      return redirect ? redirect.target : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), trimMantineImports()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/files': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks compress better (scripts/check-bundle-size.mjs): the
        // libraries every page runs in one chunk, and the Mantine parts nearly every page uses
        // in another; the rest stays split per page.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|ky|zustand|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // Only floating-ui itself: left to itself, the chunker adds small Mantine helpers
            // (DirectionProvider, is-element) that the shell needs, and every page paid 15 KB.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
            // Not ScrollArea and Table, which only pages with tables use (however many chunks share them).
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/](?!esm[\\/]components[\\/](ScrollArea|Table)[\\/])/,
              minShareCount: 19,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
