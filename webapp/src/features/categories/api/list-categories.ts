import { queryOptions } from '@tanstack/react-query';
import type { CategoryPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { categoryKeys } from './keys';

/** GET /api/model/Categories?by={"isArchived":…}: the active or the archived categories. */
export const listCategories = (archived: boolean): Promise<CategoryPage> =>
  api
    .get('model/Categories', { searchParams: listSearchParams({ by: { isArchived: archived } }) })
    .json<CategoryPage>();

/** The active or the archived categories. */
export const categoriesQuery = (archived: boolean) =>
  queryOptions({ queryKey: categoryKeys.list(archived), queryFn: () => listCategories(archived) });
