import { queryOptions } from '@tanstack/react-query';
import type { DisciplinePage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { tournamentKeys } from '@/api/tournaments/keys';

/** GET /api/model/Disciplines?by={"isArchived":false}: the disciplines a tournament can hold. */
export const listDisciplineOptions = (): Promise<DisciplinePage> =>
  api
    .get('model/Disciplines', { searchParams: listSearchParams({ by: { isArchived: false } }) })
    .json<DisciplinePage>();

/** The disciplines the tournament form offers. */
export const disciplineOptionsQuery = () =>
  queryOptions({ queryKey: tournamentKeys.disciplineOptions, queryFn: listDisciplineOptions });
