import type { Member } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/** POST /api/members/{id}/consent/document multipart `file` → the member (413 too large, 415 not a PDF, JPEG or PNG). */
export const attachConsentDocument = (memberId: number, file: File): Promise<Member> =>
  api.post(`members/${memberId}/consent/document`, { body: fileBody(file) }).json<Member>();
