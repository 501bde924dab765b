import type { CategoryPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/Categories?by={"isArchived":…}: the active or the archived categories. */
export const listCategories = (archived: boolean): Promise<CategoryPage> =>
  api
    .get('model/Categories', { searchParams: listSearchParams({ by: { isArchived: archived } }) })
    .json<CategoryPage>();
