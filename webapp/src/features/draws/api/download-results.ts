import { downloadFile } from '@/lib/download';

/** GET /api/tournament/{id}/results.pdf: every drawn group's placings, then the medals per club. */
export const downloadResults = (tournamentId: number): Promise<void> =>
  downloadFile(`tournament/${tournamentId}/results.pdf`, `results-${tournamentId}.pdf`);

/** GET /api/tournament/{id}/draws/{groupKey}/results.pdf: a group's bouts as played and its placings. */
export const downloadGroupResults = (tournamentId: number, groupKey: string): Promise<void> =>
  downloadFile(
    `tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}/results.pdf`,
    `results-${tournamentId}-${groupKey}.pdf`,
  );
