import { queryOptions } from '@tanstack/react-query';
import type { CategoryPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { disciplineKeys } from './keys';

/** GET /api/model/Categories?by={"isArchived":false}: the categories a discipline can belong to. */
export const listCategoryOptions = (): Promise<CategoryPage> =>
  api.get('model/Categories', { searchParams: listSearchParams({ by: { isArchived: false } }) }).json<CategoryPage>();

/** The categories offered in the discipline drawer. */
export const categoryOptionsQuery = () =>
  queryOptions({ queryKey: disciplineKeys.categoryOptions, queryFn: listCategoryOptions });
