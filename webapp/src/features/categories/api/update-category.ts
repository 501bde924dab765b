import type { Category, CategoryUpdate } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/model/Categories/{id} `{obj}` (partial: name, noPay, isArchived) → the category. */
export const updateCategory = (id: number, obj: CategoryUpdate): Promise<Category> =>
  api.put(`model/Categories/${id}`, { json: { obj, returnObj: true } }).json<Category>();
