/**
 * Stand-ins for the parts of Mantine's AppShell the app does not use (~11 KB, 3.5 KB gzip, on
 * every signed-in page): the aside and the footer (AppShell gets neither `aside` nor `footer`,
 * so their CSS variables stay unset, as Mantine leaves them) and the resize handles (no `resize`).
 * The `trimMantineImports` plugin of vite.config.ts points AppShell's own imports of them here.
 * Using AppShell.Aside, AppShell.Footer or `resize` means removing their redirects first.
 */
const unused = () => null;

export const AppShellAside = unused;
export const AppShellFooter = unused;
export const AppShellResizeHandle = unused;
export const assignAsideVariables = () => undefined;
export const assignFooterVariables = () => undefined;
