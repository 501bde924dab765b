/**
 * The dialogs' options with the reasons a member may not take them (lib/eligibility): per
 * category its age and belt limits, per discipline its weight limits (competitors only), and
 * the member's medical certificate.
 */
import type { Tournament } from '@/api/types';
import {
  categoryReasons,
  eventDay,
  medicalReason,
  weightReason,
  type CategoryLimits,
  type Entrant,
  type Reason,
} from '@/lib/eligibility';
import type { CategoryOption } from './rules';

export interface ReasonedDiscipline {
  id: number;
  name: string;
  reasons: Reason[];
}

export interface ReasonedCategory {
  id: number;
  name: string;
  reasons: Reason[];
  disciplines: ReasonedDiscipline[];
}

/** What the members are judged on: the tournament's day and medical rule, the categories' limits. */
export interface EntryLimits {
  day: string | null;
  requireMedical: boolean;
  categories: ReadonlyMap<number, CategoryLimits>;
}

export function entryLimits(
  tournament: Tournament,
  categories: readonly ({ id: number } & CategoryLimits)[],
): EntryLimits {
  return {
    day: eventDay(tournament),
    requireMedical: tournament.requireMedical ?? false,
    categories: new Map(categories.map((category) => [category.id, category])),
  };
}

/**
 * The options with their reasons for `members` (one competitor, or a team's members: then age
 * and belt only). A discipline's reasons include its category's.
 */
export function reasonedOptions(
  options: readonly CategoryOption[],
  members: readonly Entrant[],
  limits: EntryLimits,
  tournament: Tournament,
  isTeam: boolean,
): ReasonedCategory[] {
  const weights = new Map(tournament.disciplines.map(({ discipline }) => [discipline.id, discipline]));
  return options.map((option) => {
    const category = limits.categories.get(option.id);
    const reasons = category ? members.flatMap((member) => categoryReasons(member, category, limits.day)) : [];
    return {
      ...option,
      reasons,
      disciplines: option.disciplines.map((discipline) => {
        const limitsOf = weights.get(discipline.id);
        const weight = !isTeam && limitsOf ? members.map((member) => weightReason(member, limitsOf)) : [];
        return { ...discipline, reasons: [...reasons, ...weight.filter((reason) => reason !== null)] };
      }),
    };
  });
}

/** Why a member cannot be entered at all: the medical certificate, or every option has a reason. */
export function memberReason(
  member: Entrant,
  options: readonly ReasonedCategory[],
  limits: EntryLimits,
): Reason | null {
  const medical = medicalReason(member, limits.day, limits.requireMedical);
  if (medical) return medical;
  const open = options.some((option) => option.disciplines.some((discipline) => discipline.reasons.length === 0));
  if (open || options.length === 0) return null;
  return options[0]?.disciplines[0]?.reasons[0] ?? options[0]?.reasons[0] ?? null;
}
