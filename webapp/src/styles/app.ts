/**
 * The Mantine styles of the signed-in app and the registration wizard, on top of base.ts:
 * loaded with the shell and the wizard (lazy chunks). One file per component rather than the
 * whole sheet (a third of its size); styles.test.ts fails when a component the app uses, or one
 * it is built from, has no sheet here or in base.ts. Dependencies come before their users.
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Typography.css';
