import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the name the server gives a download', () => {
    expect(fileNameOf('attachment; filename="entries-3.xlsx"', 'x.xlsx')).toBe('entries-3.xlsx');
    expect(fileNameOf('attachment; filename=fees-3.pdf', 'x.pdf')).toBe('fees-3.pdf');
  });

  it('falls back when there is none', () => {
    expect(fileNameOf(null, 'people.xlsx')).toBe('people.xlsx');
    expect(fileNameOf('attachment', 'people.xlsx')).toBe('people.xlsx');
  });
});
