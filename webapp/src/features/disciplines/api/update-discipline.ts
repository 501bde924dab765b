import type { Discipline, DisciplineUpdate } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/model/Disciplines/{id} `{obj}` (partial; categoryIds replace the links) → the discipline. */
export const updateDiscipline = (id: number, obj: DisciplineUpdate): Promise<Discipline> =>
  api.put(`model/Disciplines/${id}`, { json: { obj, returnObj: true } }).json<Discipline>();
