import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app loads Mantine's styles one component at a time (base.ts, app.ts) instead of the whole
 * sheet: every component it imports, and the parts those are built from, must have its sheet.
 */
const src = join(import.meta.dirname, '..');
const sheets = join(src, '..', 'node_modules', '@mantine', 'core', 'styles');

/** Components whose styles live (partly) in other components' sheets. */
const BUILT_FROM: Record<string, string[]> = {
  Select: ['Combobox', 'Input'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput'],
  Autocomplete: ['Combobox', 'Input'],
  TagsInput: ['Combobox', 'Input', 'Pill', 'PillsInput'],
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
  Table: ['ScrollArea'],
  '@mantine/modals': ['Modal', 'ModalBase', 'Overlay'],
  '@mantine/dates': ['Popover', 'Input'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const item of (match[1] ?? '').split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]\w*$/.test(name)) used.add(name);
      }
    }
    for (const pkg of ['@mantine/modals', '@mantine/dates']) if (text.includes(`from '${pkg}'`)) used.add(pkg);
  }
  return used;
}

const importedSheets = () =>
  new Set(
    ['base.ts', 'app.ts'].flatMap((file) =>
      [...readFileSync(join(src, 'styles', file), 'utf8').matchAll(/'@mantine\/core\/styles\/(\w+)\.css'/g)].map(
        (match) => match[1],
      ),
    ),
  );

describe('Mantine styles', () => {
  it('has a sheet for every component the app uses and the parts it is built from', () => {
    const used = usedComponents();
    expect(used.has('Button')).toBe(true);
    const needed = new Set<string>();
    for (const name of used) {
      if (existsSync(join(sheets, `${name}.css`))) needed.add(name);
      for (const part of BUILT_FROM[name] ?? []) needed.add(part);
    }
    const imported = importedSheets();
    expect([...needed].filter((name) => !imported.has(name)).sort()).toEqual([]);
  });

  it('does not load the whole sheet', () => {
    for (const file of ['base.ts', 'app.ts']) {
      expect(readFileSync(join(src, 'styles', file), 'utf8')).not.toContain("'@mantine/core/styles.css'");
    }
  });
});
