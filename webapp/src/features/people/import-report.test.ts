import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@/api/types';
import { fieldLabelKey, rowName, toStore } from './import-report';

const row = (status: ImportRow['status'], values: Record<string, string> = {}, consentChange = false): ImportRow => ({
  row: 2,
  status,
  values,
  errors: {},
  match: null,
  consentChange,
});

describe('import report texts', () => {
  it('labels fields as the forms do', () => {
    expect(fieldLabelKey('isMale')).toBe('people.gender');
    expect(fieldLabelKey('born')).toBe('people.born');
    expect(fieldLabelKey('file')).toBe('people.import.file');
    expect(fieldLabelKey('consentDate')).toBe('people.import.consentDate');
    expect(fieldLabelKey('consentBy')).toBe('people.import.consentBy');
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

  it('counts the consents of members already here as something to store', () => {
    const rows = [row('same'), row('same', {}, true), row('new')];
    expect(toStore(rows, false)).toBe(2);
  });
});
