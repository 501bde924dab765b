import { queryOptions } from '@tanstack/react-query';
import type { DisciplinePage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { disciplineKeys } from './keys';

/** GET /api/model/Disciplines?by={"isArchived":…}: the active or the archived disciplines. */
export const listDisciplines = (archived: boolean): Promise<DisciplinePage> =>
  api
    .get('model/Disciplines', { searchParams: listSearchParams({ by: { isArchived: archived } }) })
    .json<DisciplinePage>();

/** The active or the archived disciplines. */
export const disciplinesQuery = (archived: boolean) =>
  queryOptions({ queryKey: disciplineKeys.list(archived), queryFn: () => listDisciplines(archived) });
