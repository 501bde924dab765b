import type { PeopleResource, PeopleResources } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/** POST /api/model/{Name}/{id} multipart `file` → the person with its new avatar (413 too large, 415 not an image). */
export const uploadPersonImage = <R extends PeopleResource>(
  resource: R,
  id: number,
  file: File,
): Promise<PeopleResources[R]['item']> =>
  api.post(`model/${resource}/${id}`, { body: fileBody(file) }).json<PeopleResources[R]['item']>();
