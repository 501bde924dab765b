import type { TournamentFile } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/**
 * POST /api/model/Documents/{id} multipart `file` → the document with its path (pdf, doc, docx,
 * xls, xlsx, odt, ods, jpg, png; 413 over 20 MB, 415 another type).
 */
export const uploadTournamentDocument = (id: number, file: File): Promise<TournamentFile> =>
  api.post(`model/Documents/${id}`, { body: fileBody(file) }).json<TournamentFile>();
