/** Club deduction rules (docs/product.md, Validation) as pure functions. */
import { constraints } from '@/api/constraints';

interface ClubLike {
  id: number;
  isBlocked: boolean;
  isDeleted: boolean;
}

/** Clubs offered for a new deduction: not blocked, not deleted, without a deduction yet. */
export const clubsForDeduction = <C extends ClubLike>(
  clubs: readonly C[],
  taken: readonly { clubId: number }[],
): C[] => {
  const used = new Set(taken.map((deduction) => deduction.clubId));
  return clubs.filter((club) => !club.isBlocked && !club.isDeleted && !used.has(club.id));
};

/** A deduction is a whole percent in the server's range. */
export const isValidDeduction = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= constraints.deductionMin &&
  value <= constraints.deductionMax;
