import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, formatFileSize, refusedDocuments } from './files';

describe('tournament documents', () => {
  it('accept the document types of docs/product.md, Security, up to 20 MB', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.jpg,.png');
    expect(
      refusedDocuments([
        { name: 'propozicije.PDF', size: 1000 },
        { name: 'satnica.xlsx', size: DOCUMENT_MAX_BYTES },
        { name: 'notes.txt', size: 10 },
        { name: 'huge.pdf', size: DOCUMENT_MAX_BYTES + 1 },
        { name: 'noextension', size: 10 },
      ]),
    ).toEqual(['notes.txt', 'huge.pdf', 'noextension']);
  });

  it('show sizes in bytes, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(null)).toBe('');
  });

  it('show sizes with the decimal separator of the language', async () => {
    await i18n.changeLanguage('sr');
    expect(formatFileSize(1536)).toBe('1,5 KB');
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
});
