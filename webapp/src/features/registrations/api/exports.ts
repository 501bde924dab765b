import { downloadFile } from '@/lib/download';

/** GET /api/tournament/{id}/export/entries.xlsx (admins): every entry, a sheet per category and discipline. */
export const downloadEntries = (tournamentId: number): Promise<void> =>
  downloadFile(`tournament/${tournamentId}/export/entries.xlsx`, `entries-${tournamentId}.xlsx`);
