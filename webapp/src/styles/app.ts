/**
 * The Mantine styles of the signed-in app and the registration wizard, on top of base.ts:
 * loaded with the shell and the wizard (lazy chunks). One file per component rather than the
 * whole sheet (a third of its size). Components only some pages or dialogs use (selects,
 * menus, dialogs and drawers, checkboxes, images, the stepper, ...) have their sheets in
 * styles/components/<Component>.ts instead, imported by each module that uses them, so that a
 * page loads only the sheets it shows. styles.test.ts fails when a module uses a component, or one it is built from,
 * without its sheet here, in base.ts or in a styles/components module it imports.
 * Dependencies come before their users.
 */

import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
