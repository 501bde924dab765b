import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = process.env.FEDREG_BACKEND_URL ?? 'http://127.0.0.1:8000';

/**
 * Some Mantine modules import a whole library or component for a piece the app never uses, and
 * every signed-in page paid for it: ScrollArea (in every Table, through Table.ScrollContainer)
 * takes `useMergeRefs` from @floating-ui/react (15 KB gzip, otherwise only needed by tooltips,
 * menus and selects), and the AppShell header takes a class name constant from
 * react-remove-scroll (4 KB gzip, otherwise only needed by modals and drawers). The AppShell
 * brings its aside, footer and resize handles (3.5 KB gzip; the app uses none), and
 * Table.ScrollContainer brings ScrollArea although the app's tables scroll natively (theme.ts;
 * 5 KB gzip), and NavLink brings Collapse and a chevron for nested links (2 KB gzip; the app
 * nests none). `trimMantineImports` points those imports at copies of the pieces or stand-ins
 * (src/lib/shims/); every other importer gets the real modules. If Mantine starts importing
 * anything else from them there, the build fails on the missing export.
 */
const shim = (name: string) => fileURLToPath(new URL(`./src/lib/shims/${name}`, import.meta.url));

const redirects: { source: string; importer: RegExp; target: string }[] = [
  {
    source: '@floating-ui/react',
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    target: shim('merge-refs.ts'),
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    target: shim('native-scroll-area.tsx'),
  },
  ...['./AppShellAside/AppShellAside.mjs', './AppShellFooter/AppShellFooter.mjs'].map((source) => ({
    source,
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\.mjs$/,
    target: shim('app-shell-unused.ts'),
  })),
  {
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    importer:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Navbar|Header)[\\/]AppShell(Navbar|Header)\.mjs$/,
    target: shim('app-shell-unused.ts'),
  },
  ...[
    '../assign-aside-variables/assign-aside-variables.mjs',
    '../assign-footer-variables/assign-footer-variables.mjs',
  ].map((source) => ({
    source,
    importer:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShellMediaStyles[\\/]get-variables[\\/]get-variables\.mjs$/,
    target: shim('app-shell-unused.ts'),
  })),
  ...['../Collapse/Collapse.mjs', '../Accordion/AccordionChevron.mjs'].map((source) => ({
    source,
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]NavLink[\\/]NavLink\.mjs$/,
    target: shim('nav-link-unused.ts'),
  })),
  {
    source: 'react-remove-scroll',
    importer:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/,
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
              test: /[\\/]src[\\/](config[\\/]env|lib[\\/](api-errors|api-client|i18n|lazy-route|translate-message|resource-query|query-client|route-params)|stores[\\/]session|features[\\/](clubs|people)[\\/]api[\\/](keys|get-club|list-people))\.ts$|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
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
            // Not ScrollArea and Table, which only pages with tables use, nor what only dialogs,
            // drawers and dropdowns use (overlay, portal, focus trap), however many chunks share
            // them: the pages' first screens need none of them.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/](?!esm[\\/](components[\\/](ScrollArea|Table|Overlay|ModalBase|Portal|FocusTrap)[\\/]|use-focus-trap[\\/]|use-focus-return[\\/]))/,
              minShareCount: 19,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
