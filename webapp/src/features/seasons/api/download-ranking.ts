import { downloadFile } from '@/lib/download';

type RankingFile = 'xlsx' | 'pdf';

/** GET /api/seasons/{id}/ranking.xlsx or .pdf: one group kind's ranking (`group`), saved as a file. */
export const downloadRanking = (seasonId: number, group: string, kind: RankingFile): Promise<void> =>
  downloadFile(`seasons/${seasonId}/ranking.${kind}`, `ranking-${seasonId}.${kind}`, { group });
