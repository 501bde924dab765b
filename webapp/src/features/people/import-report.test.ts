import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@/api/types';
import { fieldLabelKey, rowName, toStore } from './import-report';

const row = (status: ImportRow['status'], values: Record<string, string> = {}): ImportRow => ({
  row: 2,
  status,
  values,
  errors: {},
  match: null,
});

describe('import report texts', () => {
  it('labels fields as the forms do', () => {
    expect(fieldLabelKey('isMale')).toBe('people.gender');
    expect(fieldLabelKey('born')).toBe('people.born');
    expect(fieldLabelKey('file')).toBe('people.import.file');
    expect(fieldLabelKey('row')).toBeNull();
  });

  it('names a row by its cells', () => {
    expect(rowName(row('new', { firstName: 'Ana', lastName: 'Anić' }))).toBe('Ana Anić');
    expect(rowName(row('error', { firstName: '', lastName: 'Anić' }))).toBe('Anić');
  });

  it('counts what a confirmed import stores', () => {
    const rows = [row('new'), row('same'), row('duplicate'), row('new')];
    expect(toStore(rows, false)).toBe(2);
    expect(toStore(rows, true)).toBe(3);
  });
});
