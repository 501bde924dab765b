import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app loads Mantine's styles one component at a time (base.ts, app.ts) instead of the whole
 * sheet: every component a module imports, and the parts those are built from, must have its sheet,
 * either loaded with every page (base.ts, app.ts) or imported by that module (styles/components).
 */
const src = join(import.meta.dirname, '..');
const sheets = join(src, '..', 'node_modules', '@mantine', 'core', 'styles');

/** Components whose styles live (partly) in other components' sheets. */
const BUILT_FROM: Record<string, string[]> = {
  // OptionsDropdown scrolls in ScrollArea.Autosize.
  Select: ['Combobox', 'Popover', 'Input', 'ScrollArea'],
  MultiSelect: ['Combobox', 'Popover', 'Input', 'Pill', 'PillsInput', 'ScrollArea'],
  Autocomplete: ['Combobox', 'Popover', 'Input', 'ScrollArea'],
  TagsInput: ['Combobox', 'Popover', 'Input', 'Pill', 'PillsInput', 'ScrollArea'],
  NativeSelect: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  FileInput: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Checkbox: ['CheckboxIndicator', 'InlineInput'],
  Radio: ['RadioIndicator', 'InlineInput'],
  Switch: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  Menu: ['Popover'],
  // No ScrollArea for Table: Table.ScrollContainer scrolls natively (vite.config.ts, theme.ts).
  '@mantine/dates': ['Popover', 'Input'],
  '@mantine/tiptap': ['Typography'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });

/** The Mantine components (and Mantine packages with styles of their own) a module imports. */
function usedComponents(text: string): Set<string> {
  const used = new Set<string>();
  for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const item of (match[1] ?? '').split(',')) {
      const name =
        item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '';
      if (/^[A-Z]\w*$/.test(name)) used.add(name);
    }
  }
  for (const pkg of ['@mantine/dates', '@mantine/tiptap']) if (text.includes(`from '${pkg}'`)) used.add(pkg);
  return used;
}

/** The sheets a component needs: its own (when Mantine has one) and those of its parts. */
const neededSheets = (name: string): string[] => [
  ...(existsSync(join(sheets, `${name}.css`)) ? [name] : []),
  ...(BUILT_FROM[name] ?? []),
];

/** The sheets a styles module imports, directly or through the styles modules it imports. */
function sheetsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...[...text.matchAll(/'@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/import '\.\/(\w+)';/g)].flatMap((match) => sheetsOf(join(dirname(file), `${match[1]}.ts`))),
  ];
}

/** Sheets every page of the signed-in app has (base.ts, app.ts). */
const globalSheets = () => new Set(['base.ts', 'app.ts'].flatMap((file) => sheetsOf(join(src, 'styles', file))));

/** Sheets a module brings itself: the styles/components modules it imports. */
const ownSheets = (text: string): string[] =>
  [...text.matchAll(/import '@\/styles\/components\/(\w+)';/g)].flatMap((match) =>
    sheetsOf(join(src, 'styles', 'components', `${match[1]}.ts`)),
  );

describe('Mantine styles', () => {
  it('has a sheet for every component a module uses and the parts it is built from', () => {
    const global = globalSheets();
    const missing: string[] = [];
    let components = 0;
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      const available = new Set([...global, ...ownSheets(text)]);
      for (const name of usedComponents(text)) {
        components += 1;
        for (const sheet of neededSheets(name)) {
          if (!available.has(sheet)) missing.push(`${relative(src, file)}: ${name} needs ${sheet}.css`);
        }
      }
    }
    expect(components).toBeGreaterThan(50);
    expect(missing.sort()).toEqual([]);
  });

  it('has every sheet of styles/components on hand', () => {
    for (const entry of readdirSync(join(src, 'styles', 'components'))) {
      for (const sheet of sheetsOf(join(src, 'styles', 'components', entry))) {
        expect(existsSync(join(sheets, `${sheet}.css`)), sheet).toBe(true);
      }
    }
  });

  it('does not load the whole sheet', () => {
    for (const file of ['base.ts', 'app.ts']) {
      expect(readFileSync(join(src, 'styles', file), 'utf8')).not.toContain("'@mantine/core/styles.css'");
    }
  });
});
