import type { CategoryPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/Categories?by={"isArchived":false}: the categories a discipline can belong to. */
export const listCategoryOptions = (): Promise<CategoryPage> =>
  api.get('model/Categories', { searchParams: listSearchParams({ by: { isArchived: false } }) }).json<CategoryPage>();
