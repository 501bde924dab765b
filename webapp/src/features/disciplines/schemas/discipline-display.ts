import type { Discipline, DrawFormat, ForSex } from '@/api/types';

/**
 * What the disciplines table shows, without the form's validation code (schemas/discipline.ts),
 * so that the list loads without it.
 */

/** Allowed sexes as the drawer offers them: both (forSex null), men ('1'), women ('2'). */
export const sexChoices = ['both', '1', '2'] as const;
export type SexChoice = (typeof sexChoices)[number];

export const sexChoiceOf = (forSex: ForSex | null | undefined): SexChoice => forSex ?? 'both';
export const forSexOf = (choice: SexChoice): ForSex | null => (choice === 'both' ? null : choice);

/** The catalogue key of the allowed sexes (Men, Women or Both). */
export const sexLabelKey = (forSex: ForSex | null | undefined): string => `disciplines.sex.${sexChoiceOf(forSex)}`;

/** Who enters a discipline: single competitors ('individual') or teams ('team'). */
/** The draw formats a discipline may choose; `auto`: by each group's size (`drawFormat` null). */
export const formatChoices = [
  'auto',
  'ELIMINATION_REPECHAGE',
  'ELIMINATION_TWO_BRONZES',
  'ROUND_ROBIN',
  'KATA_POINTS',
] as const;
export type FormatChoice = (typeof formatChoices)[number];

export const formatChoiceOf = (drawFormat: DrawFormat | null | undefined): FormatChoice => drawFormat ?? 'auto';

export const drawFormatOf = (choice: FormatChoice): DrawFormat | null => (choice === 'auto' ? null : choice);

export const kindChoices = ['individual', 'team'] as const;
export type KindChoice = (typeof kindChoices)[number];

export const kindChoiceOf = (isTeam: boolean | undefined): KindChoice => (isTeam ? 'team' : 'individual');

/** The catalogue key of a discipline's kind (Individual or Team). */
export const kindLabelKey = (isTeam: boolean | undefined): string => `disciplines.kind.${kindChoiceOf(isTeam)}`;

/** The list's kind column: a team discipline with its member range as the server holds it. */
export const kindText = (
  discipline: Pick<Discipline, 'isTeam' | 'teamMinMembers' | 'teamMaxMembers'>,
): [key: string, values?: { min: number; max: number }] =>
  discipline.isTeam
    ? ['disciplines.teamKind', { min: discipline.teamMinMembers, max: discipline.teamMaxMembers }]
    : [kindLabelKey(false)];

/** "Kadeti, Seniori": the names of a discipline's categories. */
export const categoryNamesOf = (discipline: Pick<Discipline, 'disciplineCategories'>): string =>
  discipline.disciplineCategories.map((link) => link.category.name).join(', ');

export type FeeStatus = 'always' | 'free' | 'chargeable';

/** The registration-fee column: always chargeable (warning), not chargeable (error), or chargeable. */
export const feeStatusOf = (discipline: Pick<Discipline, 'alwaysPay' | 'noPay'>): FeeStatus =>
  discipline.alwaysPay ? 'always' : discipline.noPay ? 'free' : 'chargeable';
