import type { RefereeRang } from '@/api/types';

/** Referee ranks (docs/product.md, Entities), in the order the select offers them. */
export const refereeRangs = [
  'NATIONAL_A',
  'NATIONAL_B',
  'NATIONAL_C',
  'NATIONAL_D',
  'INTEARNATIONAL_A',
  'INTEARNATIONAL_B',
  'INTEARNATIONAL_C',
  'INTEARNATIONAL_D',
  'TRAINEE',
  'ZAPISNICAR',
  'OTHER',
] as const satisfies readonly RefereeRang[];
