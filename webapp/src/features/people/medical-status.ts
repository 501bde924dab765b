/** How a member's medical certificate stands on a day, for the club page's badge and filter (docs/eligibility.md, Screens). */

const parts = (day: string) => day.slice(0, 10).split('-').map(Number) as [number, number, number];

export type MedicalStatus = 'expired' | 'expiring' | 'valid' | 'none';

export const EXPIRING_DAYS = 30;

/** A medical certificate on `today`: expired (before today), expiring within 30 days, valid, or none recorded. */
export function medicalStatus(validUntil: string | null | undefined, today: string): MedicalStatus {
  if (!validUntil) return 'none';
  const until = validUntil.slice(0, 10);
  if (until < today) return 'expired';
  const [y, m, d] = parts(today);
  const limit = new Date(Date.UTC(y, m - 1, d + EXPIRING_DAYS)).toISOString().slice(0, 10);
  return until <= limit ? 'expiring' : 'valid';
}
