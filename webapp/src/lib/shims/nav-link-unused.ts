/**
 * Stand-ins for the parts of Mantine's NavLink the app does not use (2 KB gzip on every signed-in
 * page): the Collapse and the chevron of nested links. The app's NavLinks (sidebar, settings menu)
 * have no children, so NavLink renders neither. The `trimMantineImports` plugin of vite.config.ts
 * points NavLink's own imports of them here; nesting NavLinks means removing those redirects first.
 */
const unused = () => null;

export const Collapse = unused;
export const AccordionChevron = unused;
