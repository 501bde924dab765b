import type { Discipline, DisciplineCreate } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/Disciplines `{obj, returnObj}` (with categoryIds) → 201 the new discipline. */
export const createDiscipline = (obj: DisciplineCreate): Promise<Discipline> =>
  api.post('model/Disciplines', { json: { obj, returnObj: true } }).json<Discipline>();
