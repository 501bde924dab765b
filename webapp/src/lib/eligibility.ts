/**
 * Eligibility limits (age, belt, weight, medical certificate) as the browser repeats them for
 * comfort: which members and options the dialogs disable, and why. The server decides
 * (fedreg_core.domain.eligibility); these follow the same rules at the same edges.
 */
import { defaultBelts, wffBelts } from '@/lib/belts';

export type AgeBy = 'DATE' | 'YEAR';

export interface CategoryLimits {
  name: string;
  minAge?: number | null;
  maxAge?: number | null;
  ageBy?: AgeBy;
  minBelt?: string | null;
  maxBelt?: string | null;
}

export interface DisciplineLimits {
  name: string;
  minWeight?: number | null;
  maxWeight?: number | null;
}

export interface Entrant {
  firstName: string;
  lastName: string;
  born?: string;
  belt: string;
  weight?: number | null;
  medicalValidUntil?: string | null;
}

/**
 * Why a member may not take an option: an i18n key (`eligibility.*`) and its values (days as
 * `YYYY-MM-DD` and kilograms as numbers: the text writes them in the user's language).
 */
export interface Reason {
  key: string;
  values: Record<string, string | number>;
}

/** The day ages and certificates count on: the event date and no other (YYYY-MM-DD), null without one. */
export function eventDay(tournament: { eventDate?: string | null }): string | null {
  return tournament.eventDate ? tournament.eventDate.slice(0, 10) : null;
}

const parts = (day: string) => day.slice(0, 10).split('-').map(Number) as [number, number, number];

/** Whole years on `day` (DATE: one more from the birthday on), or the year difference (YEAR). */
export function ageOn(born: string, day: string, ageBy: AgeBy = 'DATE'): number {
  const [by, bm, bd] = parts(born);
  const [dy, dm, dd] = parts(day);
  const years = dy - by;
  if (ageBy === 'YEAR') return years;
  return dm < bm || (dm === bm && dd < bd) ? years - 1 : years;
}

const rank = new Map<string, number>(
  [defaultBelts, wffBelts].flatMap((belts) => belts.map((belt, index) => [belt, belts.length - index] as const)),
);

const nameOf = (member: Entrant) => `${member.firstName} ${member.lastName}`.trim();

/** Age and belt limits of a category; no age reason when the member's birth date is not seen or there is no event day. */
export function categoryReasons(member: Entrant, category: CategoryLimits, day: string | null): Reason[] {
  const reasons: Reason[] = [];
  const name = nameOf(member);
  if (member.born && day) {
    const age = ageOn(member.born, day, category.ageBy ?? 'DATE');
    const values = { name, age, day, category: category.name };
    if (category.minAge != null && age < category.minAge)
      reasons.push({ key: 'ageMin', values: { ...values, min: category.minAge } });
    else if (category.maxAge != null && age > category.maxAge)
      reasons.push({ key: 'ageMax', values: { ...values, max: category.maxAge } });
  }
  const belt = rank.get(member.belt) ?? 0;
  const values = { name, belt: member.belt, category: category.name };
  if (category.minBelt && belt < (rank.get(category.minBelt) ?? 0))
    reasons.push({ key: 'beltMin', values: { ...values, min: category.minBelt } });
  else if (category.maxBelt && belt > (rank.get(category.maxBelt) ?? 0))
    reasons.push({ key: 'beltMax', values: { ...values, max: category.maxBelt } });
  return reasons;
}

/** Weight limits of a discipline: over the minimum (exclusive), up to the maximum (inclusive). */
export function weightReason(member: Entrant, discipline: DisciplineLimits): Reason | null {
  const { minWeight, maxWeight } = discipline;
  if (minWeight == null && maxWeight == null) return null;
  const values = { name: nameOf(member), discipline: discipline.name };
  if (member.weight == null) return { key: 'weightMissing', values };
  const { weight } = member;
  if (maxWeight != null && weight > maxWeight)
    return { key: 'weightMax', values: { ...values, weight, limit: maxWeight } };
  if (minWeight != null && weight <= minWeight)
    return { key: 'weightMin', values: { ...values, weight, limit: minWeight } };
  return null;
}

/** A certificate valid on the event date (its last day counts), when the tournament requires one; with no event day only its absence. */
export function medicalReason(member: Entrant, day: string | null, required: boolean): Reason | null {
  if (!required) return null;
  const values = { name: nameOf(member), day: day ?? '' };
  if (!member.medicalValidUntil) return { key: 'medicalMissing', values };
  if (day && member.medicalValidUntil.slice(0, 10) < day)
    return { key: 'medicalExpired', values: { ...values, until: member.medicalValidUntil } };
  return null;
}

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
