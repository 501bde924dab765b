import { downloadFile } from '@/lib/download';

/** GET /api/tournament/{id}/draws.pdf: every drawn group, one A4 landscape page each. */
export const downloadDraws = (tournamentId: number): Promise<void> =>
  downloadFile(`tournament/${tournamentId}/draws.pdf`, `draws-${tournamentId}.pdf`);
