import type { ConsentBody, Member } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/members/{id}/consent `{date, givenBy}` → the member (400 per field: a future date, before birth, no name). */
export const recordConsent = (memberId: number, body: ConsentBody): Promise<Member> =>
  api.put(`members/${memberId}/consent`, { json: body }).json<Member>();
