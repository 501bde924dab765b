/** Upload rules of tournament documents (docs/product.md, Security); images use the shared images-only rule. */
import { extensionOf } from '@/lib/files';
import { formatNumber } from '@/lib/format';

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods', 'jpg', 'png'] as const;

/** The `accept` attribute of the documents input. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** `1536` → `1,5 KB` (`1.5 KB` in English); sizes of documents in the list. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, 1)} ${units[unit]}`;
}

/** The chosen files the server would refuse as documents: another type, or over 20 MB. */
export const refusedDocuments = (files: readonly Pick<File, 'name' | 'size'>[]): string[] =>
  files
    .filter(
      (file) =>
        !(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || file.size > DOCUMENT_MAX_BYTES,
    )
    .map((file) => file.name);
