import type { Category, CategoryCreate } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/model/Categories `{obj, returnObj}` → 201 the new category. */
export const createCategory = (obj: CategoryCreate): Promise<Category> =>
  api.post('model/Categories', { json: { obj, returnObj: true } }).json<Category>();
