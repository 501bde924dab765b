import type { TournamentFile } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/** POST /api/model/TournamentImages/{id} multipart `file` → the image with its path (images only, 5 MB). */
export const uploadTournamentImage = (id: number, file: File): Promise<TournamentFile> =>
  api.post(`model/TournamentImages/${id}`, { body: fileBody(file) }).json<TournamentFile>();
