import type { DisciplinePage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/Disciplines?by={"isArchived":false}: the disciplines a tournament can hold. */
export const listDisciplineOptions = (): Promise<DisciplinePage> =>
  api
    .get('model/Disciplines', { searchParams: listSearchParams({ by: { isArchived: false } }) })
    .json<DisciplinePage>();
