/** Draws as the server answers them, for the draws feature's tests. */
import type { Draw, DrawEntrant } from '@/api/types';

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

/** Four women of two clubs, as most results tests draw them. */
export const fourWomen = (): DrawEntrant[] => [
  entrant(1, 'Đurđa Šarić', 5),
  entrant(2, 'Žana Ćirić', 9),
  entrant(3, 'Ivana Jović', 5),
  entrant(4, 'Vesna Vasić', 9),
];
