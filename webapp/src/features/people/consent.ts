import type { Member } from '@/api/types';

/** The scanned consent's types, as the server takes them (docs/privacy.md). */
export const CONSENT_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/**
 * Whether a member's form shows the parental consent: while the member is a minor on `today`
 * (before `adultFrom`, the 18th birthday the server answers), or while one is recorded (so it
 * can be removed). The server alone judges entries: this only chooses what the form shows.
 */
export function showsConsent(member: Pick<Member, 'adultFrom' | 'consentDate'>, today: string): boolean {
  if (member.consentDate) return true;
  return member.adultFrom !== undefined && today < member.adultFrom;
}
