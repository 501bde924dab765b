/**
 * The dialogs' options as the server answers them (`entryOptionsQuery`): per member the
 * categories and disciplines open to the member, each with the server's reasons when the member
 * may not take it. Nothing is judged here; a team's options are what every chosen member may take.
 */
import type { CategoryOption, EntryOptions, MemberOptions } from './api/types';

const optionsOf = (answer: EntryOptions, memberId: number): MemberOptions | undefined =>
  answer.members.find((member) => member.memberId === memberId);

/** A competitor's options; none for a member the answer does not know. */
export const competitorOptions = (answer: EntryOptions, memberId: number): CategoryOption[] =>
  optionsOf(answer, memberId)?.categories ?? [];

/** Why the member cannot be entered as a competitor at all (without the member's name); null when they can. */
export const barredReason = (answer: EntryOptions, memberId: number): string | null =>
  optionsOf(answer, memberId)?.reason ?? null;

/**
 * A team's options: before any member is chosen, every team option; then the options every chosen
 * member may take, each with all of their reasons.
 */
export function teamOptions(answer: EntryOptions, memberIds: readonly number[]): CategoryOption[] {
  const chosen = memberIds.map((id) => optionsOf(answer, id)?.teamCategories ?? []);
  if (chosen.length === 0) return answer.teamCategories;
  const [first = [], ...others] = chosen;
  return first.flatMap((category) => {
    const alike = others.map((options) => options.find((other) => other.id === category.id));
    if (alike.some((other) => other === undefined)) return [];
    const all = [category, ...(alike as CategoryOption[])];
    const disciplines = category.disciplines.flatMap((discipline) => {
      const same = all.map((option) => option.disciplines.find((other) => other.id === discipline.id));
      if (same.some((other) => other === undefined)) return [];
      return [{ ...discipline, reasons: same.flatMap((other) => other?.reasons ?? []) }];
    });
    return disciplines.length ? [{ ...category, reasons: all.flatMap((option) => option.reasons), disciplines }] : [];
  });
}
