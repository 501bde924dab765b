import type { Tournament } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/** POST /api/model/Tournaments/{id} multipart `file` → the tournament with its new cover. */
export const uploadTournamentCover = (id: number, file: File): Promise<Tournament> =>
  api.post(`model/Tournaments/${id}`, { body: fileBody(file) }).json<Tournament>();
