/** Draws as the server answers them, for the draws feature's tests. */
import type { Draw, DrawEntrant, DrawGroup } from '@/api/types';

/** A competitor of club 5 (KK Čukarički) or of another (KK Đerdap). */
export const entrant = (registrationId: number, name: string, clubId: number): DrawEntrant => ({
  registrationId,
  name,
  clubId,
  clubName: clubId === 5 ? 'KK Čukarički' : 'KK Đerdap',
  seed: null,
});

/** A women's group drawn with seed 7, published. */
export const drawOf = (format: Draw['format'], entrants: DrawEntrant[], bouts: Draw['bouts']): Draw => ({
  groupKey: 'q3ufm6w2kz4b7xgo5yre2hpa',
  categoryId: 1,
  disciplineId: 2,
  sex: 'WOMEN',
  format,
  seed: 7,
  stale: false,
  published: true,
  entrants,
  bouts,
});

/** A drawn group of the draws list, as `GET /draws` answers it (clubs 5 and 9, seed 7). */
export const drawnGroup = (
  groupKey: string,
  sex: 'WOMEN' | 'MEN',
  categoryName: string,
  disciplineName: string,
): DrawGroup => ({
  groupKey,
  sex,
  teamType: null,
  categoryName,
  disciplineName,
  categoryId: 1,
  disciplineId: 2,
  size: 5,
  format: 'ELIMINATION_REPECHAGE',
  drawn: true,
  stale: false,
  seed: 7,
  added: [],
  removed: [],
  clubIds: [5, 9],
});
