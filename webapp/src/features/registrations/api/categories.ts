import { queryOptions } from '@tanstack/react-query';
import type { CategoryPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { categoryLimitKeys } from './keys';

/** GET /api/model/Categories: the categories with their age and belt limits (the dialogs' reasons). */
export const listCategoryLimits = (): Promise<CategoryPage> =>
  api.get('model/Categories', { searchParams: listSearchParams() }).json<CategoryPage>();

/** The categories' query; under `categories` so a changed category refreshes it. */
export const categoryLimitsQuery = () => queryOptions({ queryKey: categoryLimitKeys.all, queryFn: listCategoryLimits });
