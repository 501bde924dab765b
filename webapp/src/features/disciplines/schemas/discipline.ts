import * as z from 'zod/mini';
import type { Discipline, DisciplineCreate, ForSex } from '@/api/types';
import { messages, requiredText } from '@/lib/validation';

/** Allowed sexes as the drawer offers them: both (forSex null), men ('1'), women ('2'). */
export const sexChoices = ['both', '1', '2'] as const;
export type SexChoice = (typeof sexChoices)[number];

export const sexChoiceOf = (forSex: ForSex | null | undefined): SexChoice => forSex ?? 'both';
export const forSexOf = (choice: SexChoice): ForSex | null => (choice === 'both' ? null : choice);

/** The catalogue key of the allowed sexes (Men, Women or Both). */
export const sexLabelKey = (forSex: ForSex | null | undefined): string =>
  `disciplines.sex.${sexChoiceOf(forSex)}`;

export const pairMessage = 'disciplines.validation.exclusive';

/**
 * The discipline drawer (product-spec §5: name and at least one category). The checkbox pairs of
 * flag-pairs.ts are exclusive: the second of a pair carries the error.
 */
export const disciplineSchema = z
  .object({
    name: requiredText(),
    categoryIds: z.array(z.string()).check(z.minLength(1, { error: messages.required })),
    forSex: z.enum(sexChoices),
    alwaysPay: z.boolean(),
    noPay: z.boolean(),
    isKataA: z.boolean(),
    isKataB: z.boolean(),
  })
  .check(
    z.refine((values) => !(values.alwaysPay && values.noPay), { error: pairMessage, path: ['noPay'], when: () => true }),
    z.refine((values) => !(values.isKataA && values.isKataB), { error: pairMessage, path: ['isKataB'], when: () => true }),
  );

export type DisciplineValues = z.input<typeof disciplineSchema>;

export const disciplineValues = (discipline: Discipline | null): DisciplineValues => ({
  name: discipline?.name ?? '',
  categoryIds: (discipline?.categoryIds ?? discipline?.disciplineCategories.map((link) => link.categoryId) ?? []).map(String),
  forSex: sexChoiceOf(discipline?.forSex),
  alwaysPay: discipline?.alwaysPay ?? false,
  noPay: discipline?.noPay ?? false,
  isKataA: discipline?.isKataA ?? false,
  isKataB: discipline?.isKataB ?? false,
});

export const disciplineBody = (values: DisciplineValues): DisciplineCreate => ({
  name: values.name.trim(),
  categoryIds: values.categoryIds.map(Number),
  forSex: forSexOf(values.forSex),
  alwaysPay: values.alwaysPay,
  noPay: values.noPay,
  isKataA: values.isKataA,
  isKataB: values.isKataB,
});

/** "Kadeti, Seniori": the names of a discipline's categories. */
export const categoryNamesOf = (discipline: Pick<Discipline, 'disciplineCategories'>): string =>
  discipline.disciplineCategories.map((link) => link.category.name).join(', ');

export type FeeStatus = 'always' | 'free' | 'chargeable';

/** The registration-fee column: always chargeable (warning), not chargeable (error), or chargeable. */
export const feeStatusOf = (discipline: Pick<Discipline, 'alwaysPay' | 'noPay'>): FeeStatus =>
  discipline.alwaysPay ? 'always' : discipline.noPay ? 'free' : 'chargeable';
