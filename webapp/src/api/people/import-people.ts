import type { ImportReport, PeopleKind } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

export interface ImportOptions {
  /** Only check and report (nothing is stored). */
  dryRun: boolean;
  /** Admins: also store the people found in another club. */
  importDuplicates?: boolean;
}

/**
 * POST /api/clubs/{clubId}/import/{kind} multipart `file` (.xlsx, .ods, .csv): every row
 * reported as new, same, duplicate or error (200 for a dry run, 201 once stored; 400 when a
 * row is in error or the file cannot be read, 413 too large, 415 not a spreadsheet).
 */
export const importPeople = (
  clubId: number,
  kind: PeopleKind,
  file: File,
  options: ImportOptions,
): Promise<ImportReport> =>
  api
    .post(`clubs/${clubId}/import/${kind}`, {
      body: fileBody(file),
      searchParams: { dryRun: String(options.dryRun), importDuplicates: String(options.importDuplicates ?? false) },
    })
    .json<ImportReport>();
