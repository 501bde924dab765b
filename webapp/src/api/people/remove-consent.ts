import type { Member } from '@/api/types';
import { api } from '@/lib/api-client';

/** DELETE /api/members/{id}/consent → the member without the consent and its scanned copy. */
export const removeConsent = (memberId: number): Promise<Member> =>
  api.delete(`members/${memberId}/consent`).json<Member>();
