/**
 * The server's form limits (docs/product.md, Validation), written from the core's rules by
 * `python -m entrypoints.form_constraints` (part of `npm run gen:api`). Generated: do not edit.
 */

export const constraints = {
  /** A new password's fewest characters. */
  passwordMinLength: 6,
  /** The earliest date of birth (`YYYY-MM-DD`); the latest is today. */
  earliestBirthDate: '1900-01-01',
  /** A referee's lowest dan. */
  danMin: 1,
  /** A referee's highest dan. */
  danMax: 10,
  /** A category's lowest age limit, in whole years. */
  ageMin: 0,
  /** A category's highest age limit, in whole years. */
  ageMax: 120,
  /** The lightest weight in kg (over 0, one decimal). */
  weightMin: 0.1,
  /** The heaviest weight in kg. */
  weightMax: 500,
  /** Decimals of a weight in kg. */
  weightDecimals: 1,
  /** The fewest members a team discipline may ask for. */
  teamMembersMin: 1,
  /** The most members a team discipline may take. */
  teamMembersMax: 7,
  /** A club deduction's lowest percent. */
  deductionMin: 0,
  /** A club deduction's highest percent. */
  deductionMax: 100,
  /** The fewest years the purge keeps photos of people who stopped competing. */
  retentionYearsMin: 1,
  /** The most such years. */
  retentionYearsMax: 20,
} as const;
