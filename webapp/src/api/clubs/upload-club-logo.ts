import type { Club } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/** POST /api/model/Clubs/{id} multipart `file` → the club with its new logo. */
export const uploadClubLogo = (id: number, file: File): Promise<Club> =>
  api.post(`model/Clubs/${id}`, { body: fileBody(file) }).json<Club>();
