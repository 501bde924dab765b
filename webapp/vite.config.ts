import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cyrillicCatalogues } from './build/cyrillic-catalogues.ts';
import { swaggerUiAssets } from './build/swagger-ui-assets.ts';

const backend = process.env.FEDREG_BACKEND_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react(), cyrillicCatalogues(), swaggerUiAssets()],
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
    // Every browser the app supports but Safari 16 knows <link rel="modulepreload">; there it only
    // loads a little later. The polyfill cost every page 0.5 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks compress better (scripts/check-bundle-size.mjs): the
        // libraries every page runs in one chunk, and the Mantine parts nearly every page uses
        // in another; the rest stays split per page.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|zustand|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // The app's own modules that the entry and the pages share (the entry imports them
            // all): one chunk instead of seven or more small ones, ~0.1 KB of gzip overhead each.
            {
              name: 'boot',
              test: /[\\/]src[\\/](config[\\/]env|lib[\\/](api-errors|api-client|i18n|lazy-route|translate-message|resource-query|query-client|route-params)|stores[\\/]session|api[\\/](clubs|people)[\\/](keys|get-club|list-people))\.ts$|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
              priority: 1,
            },
            // The registration panels of the tournament pages (and their club views) with what
            // only they use: one chunk instead of a dozen small ones of 0.1–0.7 KB gzip each.
            {
              name: 'registration-panels',
              test: /[\\/]src[\\/]features[\\/](registrations[\\/](rules|i18n|info|visibility|api[\\/](competitors|teams|staff|keys|get-club-registrations)|components[\\/](RegistrationPanels|Panel|PanelLoader|RegistrationActions|StaffPanel|CompetitorsPanel|TeamsPanel|RegistrationsPanel|ClubInfoPanel|DisciplineOverview|TournamentInfoPanel|InfoGrid|categories-text|use-refresh-registrations))|fees[\\/](fee|api|components[\\/]FeeButton))\.tsx?$/,
              // Only these modules: the Mantine parts and libraries they use stay where they are.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // Only floating-ui itself: left to itself, the chunker adds small Mantine helpers
            // (DirectionProvider, is-element) that the shell needs, and every page paid 15 KB.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
            // Small modules of the shell (header, sidebar, page title, language switch) that fewer
            // chunks share than the group below asks for, or that the sign-in pages share: every
            // signed-in page loads them, in one chunk instead of a dozen (~2 KB gzip less there).
            // Only these modules: what they import stays in its chunks.
            {
              name: 'shell',
              test: /node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/](components[\\/](Avatar|NavLink|Title|Divider|Anchor)[\\/]|core[\\/]utils[\\/]get-sorted-breakpoints[\\/])|hooks[\\/]esm[\\/]use-(disclosure|window-event)[\\/])|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Trophy|BuildingCommunity)\.mjs$)|[\\/]src[\\/](app[\\/]shell[\\/](LanguageSwitch|SiteBrand)\.tsx|components[\\/]confirm\.tsx|lib[\\/]use-opened-once\.ts)$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // Not ScrollArea, Table and SimpleGrid, which only some pages use, nor what only dialogs,
            // drawers and dropdowns use (overlay, portal, focus trap), however many chunks share
            // them: the pages' first screens need none of them.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/](?!esm[\\/](components[\\/](ScrollArea|Table|SimpleGrid|Overlay|ModalBase|Portal|FocusTrap)[\\/]|use-focus-trap[\\/]|use-focus-return[\\/]))/,
              minShareCount: 19,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
